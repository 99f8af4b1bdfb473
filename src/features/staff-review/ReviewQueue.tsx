import { useState, type ReactNode } from 'react';
import { describeError } from '@/api';
import { AsyncContent } from '@/components/AsyncContent';
import { EmptyState } from '@/components/EmptyState';
import { StackList } from '@/components/PageLayout';
import { useReviewQueue } from './api';
import { RejectDialog } from './RejectDialog';
import { statusSentence, type ItemStatus } from '@/entities/status';
import { ReviewActions } from './ReviewActions';
import type { ReviewTarget } from './reviewTargets';
import { useReviewDecision } from './useReviewDecision';

export interface ReviewQueueProps<Item extends { _id: string }> {
  target: ReviewTarget<Item>;
  /** 'projects' or 'listings': in the failure's heading and the empty message. */
  noun: string;
  /** One waiting item, with the decisions to place in its row. */
  renderItem: (item: Item, actions: ReactNode) => ReactNode;
}

/**
 * docs/review.md#revisions: rejecting an edit leaves the published item as it is: live, buyers keep
 * seeing it; out of search (docs/review.md#status-said-once), it stays out.
 */
const editRejection = (target: { kind: string; audience: string }, status: ItemStatus | undefined) =>
  `${
    !status || status.inSearch
      ? `The live ${target.kind} stays as it is: buyers keep seeing it.`
      : `The published ${target.kind} stays as it is. ${statusSentence(status)}`
  } The ${target.audience} sees this reason beside their changes; say what to change so they can send them again.`;

/** One of the team's queues: its items with Approve and Reject, the reason asked before a rejection. */
export function ReviewQueue<Item extends { _id: string }>({ target, noun, renderItem }: ReviewQueueProps<Item>) {
  const queue = useReviewQueue(target);
  const { deciding, decide } = useReviewDecision(target);
  const [rejecting, setRejecting] = useState<Item | null>(null);
  const editing = rejecting !== null && (target.isEdit?.(rejecting) ?? false);
  return (
    <>
      <AsyncContent
        load={queue}
        loadingLabel={`Loading the ${noun} waiting for review`}
        errorTitle={`Unable to Load the ${noun[0]!.toUpperCase()}${noun.slice(1)} Waiting`}
        describe={describeError}
      >
        {(waiting) =>
          waiting.length === 0 ? (
            <EmptyState title="All caught up" message={`No ${noun} waiting for review. New submissions appear here.`} />
          ) : (
            <StackList>
              {waiting.map((item) => (
                <li key={item._id}>
                  {renderItem(
                    item,
                    <ReviewActions
                      name={target.nameOf(item)}
                      isDeciding={deciding === item._id}
                      onApprove={() => void decide(item, { kind: 'approve' })}
                      onReject={() => setRejecting(item)}
                    />,
                  )}
                </li>
              ))}
            </StackList>
          )
        }
      </AsyncContent>
      <RejectDialog
        key={rejecting?._id}
        itemName={rejecting ? `${editing ? 'the changes to ' : ''}${target.nameOf(rejecting)}` : null}
        kind={editing ? 'changes' : target.kind}
        audience={target.audience}
        message={editing ? editRejection(target, target.statusOf?.(rejecting)) : undefined}
        reasonSchema={target.reasonSchema}
        quickReasons={rejecting ? target.quickReasonsOf?.(rejecting) : undefined}
        isPending={rejecting !== null && deciding === rejecting._id}
        onCancel={() => setRejecting(null)}
        onReject={async (reason) => {
          if (!rejecting) return false;
          const saved = await decide(rejecting, { kind: 'reject', reason });
          if (saved) setRejecting(null);
          return saved;
        }}
      />
    </>
  );
}
