import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { describeError, revisionMessages } from '@/api';
import { toast } from '@/components/Toast';

export interface WithdrawChangesOptions {
  /** The server call: DELETE the item's revision. */
  withdraw: (id: string) => Promise<unknown>;
  /** The owner's list, read again once the server agrees. */
  listKey: string;
}

/**
 * docs/review.md#revisions: the owner takes back their waiting (or rejected) changes after they
 * confirm; the live version stays. `ask` opens the question, `confirm` withdraws.
 */
export function useWithdrawChanges<Item extends { _id: string }>({ withdraw, listKey }: WithdrawChangesOptions) {
  const { mutate } = useSWRConfig();
  const [asked, setAsked] = useState<Item | null>(null);
  const [isWithdrawing, setWithdrawing] = useState(false);

  async function confirm() {
    if (!asked) return;
    setWithdrawing(true);
    try {
      await withdraw(asked._id);
      await mutate(listKey);
      toast.success(revisionMessages.withdrawn, { timeout: 4000 });
      setAsked(null);
    } catch (error) {
      toast.error('Failed to withdraw your changes. Please try again.', { description: describeError(error) });
    } finally {
      setWithdrawing(false);
    }
  }

  const cancel = () => {
    if (!isWithdrawing) setAsked(null);
  };
  return { asked, isWithdrawing, ask: setAsked, cancel, confirm };
}
