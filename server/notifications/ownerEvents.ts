import { notificationPages } from '@/api/contract/notifications';
import type { Queryable } from '../db/client';
import { recipientOf } from './queries';
import { notify } from './service';

/** The owner's dashboard, where their listings and projects show their review state. */
async function ownerDashboard(tx: Queryable, ownerId: string) {
  const owner = await recipientOf(tx, ownerId);
  return owner ? notificationPages.dashboard(owner.role) : '/';
}

/**
 * docs/notifications.md#kinds: staff approved or rejected (with the reason) the owner's item, or
 * their changes to a live one (docs/review.md#revisions), whose published version then stays.
 */
export async function notifyReviewDecision(
  tx: Queryable,
  item: { kind: 'listing' | 'project'; id: string; title: string; ownerId: string },
  decision: { approved: boolean; reason: string | null; changes?: boolean },
  now: Date,
) {
  const what = decision.changes ? `Your changes to "${item.title}"` : `"${item.title}"`;
  const text = decision.approved
    ? `${what} ${decision.changes ? 'were' : 'was'} approved and ${decision.changes ? 'are' : 'is'} now public`
    : `${what} ${decision.changes ? 'were' : 'was'} not approved: ${decision.reason ?? ''}`.trim();
  return notify(
    tx,
    {
      userId: item.ownerId,
      kind: 'review',
      thread: `${item.kind}:${item.id}`,
      text,
      link: await ownerDashboard(tx, item.ownerId),
    },
    now,
  );
}

/** docs/notifications.md#kinds: staff closed the reports on the owner's listing, restored or removed. */
export async function notifyReportOutcome(
  tx: Queryable,
  listing: { id: string; title: string; ownerId: string },
  outcome: { removed: false } | { removed: true; reason: string },
  now: Date,
) {
  const text = outcome.removed
    ? `"${listing.title}" was taken down after reports: ${outcome.reason}`
    : `The reports on "${listing.title}" were dismissed; it stays public`;
  return notify(
    tx,
    {
      userId: listing.ownerId,
      kind: 'report-outcome',
      thread: `listing:${listing.id}`,
      text,
      link: await ownerDashboard(tx, listing.ownerId),
    },
    now,
  );
}
