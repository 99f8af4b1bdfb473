import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { describeError, isApiError } from '@/api';
import { toast } from '@/components/Toast';
import { statusSentence, type ItemStatus } from '@/entities/status';
import type { ReviewTarget } from './reviewTargets';

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/**
 * docs/review.md#status-said-once: an approved edit of an item out of search (sold, paused, held) is
 * published, and the item stays where it was: staff are never told it is live.
 */
function approvedText(name: string, edit: boolean, status: ItemStatus | undefined) {
  if (!edit) return `${name} is live`;
  if (!status || status.inSearch) return `Changes to ${name} are live`;
  return `Changes to ${name} are approved. ${statusSentence(status)}`;
}

/**
 * Approving or rejecting one item of a queue: it leaves the queue once the server agrees. When
 * another reviewer decided first (409), the queue is reloaded so nobody acts on a stale list.
 */
export function useReviewDecision<Item extends { _id: string }>(target: ReviewTarget<Item>) {
  const { mutate } = useSWRConfig();
  const [deciding, setDeciding] = useState<string | null>(null);

  async function decide(item: Item, decision: Decision): Promise<boolean> {
    const name = target.nameOf(item);
    setDeciding(item._id);
    try {
      if (decision.kind === 'approve') await target.approve(item._id);
      else await target.reject(item._id, { reason: decision.reason });
      await mutate(target.queueKey, (queue: Item[] | undefined) => queue?.filter((i) => i._id !== item._id), {
        revalidate: false,
      });
      // docs/review.md#revisions: approving an edit publishes it; rejecting it keeps the published version.
      const edit = target.isEdit?.(item) ?? false;
      if (decision.kind === 'approve')
        toast.success(approvedText(name, edit, target.statusOf?.(item)), { timeout: 4000 });
      else if (edit) toast.success(`Changes to ${name} were sent back to the ${target.audience}`, { timeout: 4000 });
      else toast.success(`${name} was sent back to the ${target.audience}`, { timeout: 4000 });
      return true;
    } catch (error) {
      const verb = target.verbs?.[decision.kind] ?? decision.kind;
      toast.error(`Could not ${verb} ${name}`, { description: describeError(error) });
      if (isApiError(error) && error.status === 409) await mutate(target.queueKey);
      return false;
    } finally {
      setDeciding(null);
    }
  }

  return { deciding, decide };
}
