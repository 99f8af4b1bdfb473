import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { toast } from '@/components/Toast';

export interface ConfirmedDeleteOptions<Item extends { _id: string }> {
  /** The server call that deletes it. */
  remove: (id: string) => Promise<unknown>;
  /** The SWR key of the owner's list it is dropped from once the server agrees. */
  listKey: string;
  /** How the success toast names it: '{name} was deleted'. */
  nameOf: (item: Item) => string;
  /** The error toast's title when the server refuses. */
  failure: string;
  /** The error toast's description: what went wrong, in words. */
  describe: (error: unknown) => string;
  /** What else goes with it (other lists to revalidate). */
  afterDelete?: () => void;
}

/**
 * Deleting one of the owner's items after they confirm in a ConfirmDialog: `ask` opens it, `confirm`
 * deletes, the list drops the item once the server agrees; a failure leaves it in place and says why.
 */
export function useConfirmedDelete<Item extends { _id: string }>(options: ConfirmedDeleteOptions<Item>) {
  const { remove, listKey, nameOf, failure, describe, afterDelete } = options;
  const { mutate } = useSWRConfig();
  const [asked, setAsked] = useState<Item | null>(null);
  const [isDeleting, setDeleting] = useState(false);

  async function confirm() {
    if (!asked) return;
    setDeleting(true);
    try {
      await remove(asked._id);
      await mutate(listKey, (items: Item[] | undefined) => items?.filter((item) => item._id !== asked._id), {
        revalidate: false,
      });
      afterDelete?.();
      toast.success(`${nameOf(asked)} was deleted`, { timeout: 4000 });
      setAsked(null);
    } catch (error) {
      toast.error(failure, { description: describe(error) });
    } finally {
      setDeleting(false);
    }
  }

  const cancel = () => {
    if (!isDeleting) setAsked(null);
  };
  return { asked, isDeleting, ask: setAsked, cancel, confirm };
}
