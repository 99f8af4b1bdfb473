import { useState } from 'react';
import { describeError, REPORTS_TO_HOLD } from '@/api';
import { AsyncContent } from '@/components/AsyncContent';
import { ConfirmDialog } from '@/components/Dialog';
import { EmptyState } from '@/components/EmptyState';
import { StackList } from '@/components/PageLayout';
import { useReviewQueue } from './api';
import { RejectDialog } from './RejectDialog';
import { ReportedListingItem } from './ReportedListingItem';
import { ReviewActions } from './ReviewActions';
import { reportReview, type ReportedListingRow } from './reviewTargets';
import { useReviewDecision } from './useReviewDecision';

/**
 * docs/review.md#reported-listings: the reported listings, the one reported longest ago first, each
 * restored or removed after a confirmation (Remove asks for the reason the owner reads).
 */
export function ReportsQueue() {
  const queue = useReviewQueue(reportReview);
  const { deciding, decide } = useReviewDecision(reportReview);
  const [restoring, setRestoring] = useState<ReportedListingRow | null>(null);
  const [removing, setRemoving] = useState<ReportedListingRow | null>(null);
  return (
    <>
      <AsyncContent
        load={queue}
        loadingLabel="Loading the reported listings"
        errorTitle="Unable to Load the Reported Listings"
        describe={describeError}
      >
        {(reported) =>
          reported.length === 0 ? (
            <EmptyState
              title="No open reports"
              message={`Listings that buyers report appear here; ${REPORTS_TO_HOLD} reports from established accounts take one out of search until you decide.`}
            />
          ) : (
            <StackList>
              {reported.map((listing) => (
                <li key={listing._id}>
                  <ReportedListingItem
                    listing={listing}
                    actions={
                      <ReviewActions
                        name={listing.title}
                        labels={{ approve: 'Restore', reject: 'Remove' }}
                        isDeciding={deciding === listing._id}
                        onApprove={() => setRestoring(listing)}
                        onReject={() => setRemoving(listing)}
                      />
                    }
                  />
                </li>
              ))}
            </StackList>
          )
        }
      </AsyncContent>
      <ConfirmDialog
        isOpen={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={`Restore ${restoring?.title ?? ''}?`}
        message="Its reports are dismissed and it is back in search for everyone."
        confirmLabel="Restore listing"
        isPending={restoring !== null && deciding === restoring._id}
        onConfirm={async () => {
          if (!restoring) return;
          // Nothing was typed: the dialog closes whatever the answer (a failure is a toast).
          await decide(restoring, { kind: 'approve' });
          setRestoring(null);
        }}
      />
      <RejectDialog
        key={removing?._id}
        itemName={removing?.title ?? null}
        kind="listing"
        verb="Remove"
        audience={reportReview.audience}
        message="Its reports are closed and it leaves Nivaas. The owner reads this reason on their dashboard and may edit the listing to send it back to review."
        placeholder="For example: the photos are of another flat; please upload photos of this one."
        reasonSchema={reportReview.reasonSchema}
        isPending={removing !== null && deciding === removing._id}
        onCancel={() => setRemoving(null)}
        onReject={async (reason) => {
          if (!removing) return false;
          const saved = await decide(removing, { kind: 'reject', reason });
          if (saved) setRemoving(null);
          return saved;
        }}
      />
    </>
  );
}
