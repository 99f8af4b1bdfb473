import { listingMessages, OWN_ITEM_REVIEW, projectMessages } from '@/api/contract';
import type { Queryable } from '../db/client';
import type { ListingRow, UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import { notifyReviewDecision } from '../notifications/ownerEvents';
import { mailNotified } from '../notifications/service';
import type { Services } from '../services';
import { decideWaitingItem, listingUnderReview, projectUnderReview } from './itemQueries';
import { messages, publicTagsOf, type Decision, type DecisionLog } from './kinds';
import { publishRevision, waitingRevision } from './revisions';

/**
 * docs/review.md#review-own-item: review is a second pair of eyes, so a staff member never acts on
 * what they posted themselves (approve, reject, restore, remove alike); a colleague will.
 */
export function assertNotOwnItem(staff: Pick<UserRow, 'id'>, owner: { ownerId: string }) {
  if (owner.ownerId === staff.id) throw forbidden(OWN_ITEM_REVIEW);
}

/** The listing a staff action is about: 404 when there is none, 403 when it is the reviewer's own. */
export async function listingForStaff(db: Queryable, id: string, staff: Pick<UserRow, 'id'>): Promise<ListingRow> {
  const row = await listingUnderReview(db, id);
  if (!row) throw notFound(listingMessages.notFound);
  assertNotOwnItem(staff, row);
  return row;
}

/** The project a staff action is about: 404 when there is none, 403 when it is the reviewer's own. */
export async function projectForStaff(db: Queryable, id: string, staff: Pick<UserRow, 'id'>) {
  const row = await projectUnderReview(db, id);
  if (!row) throw notFound(projectMessages.notFound);
  assertNotOwnItem(staff, row);
  return row;
}

/**
 * docs/review.md#review-decisions, #review-once: the one review decision of a listing or a project.
 * Only a waiting item is decided, once: two reviewers at the same time cannot both decide.
 */
export async function decide(services: Services, log: DecisionLog, decision: Decision) {
  const { db, config, cache, alerts } = services;
  const { kind, id, staff, state, reason } = decision;
  const item = kind === 'listing' ? await listingForStaff(db, id, staff) : await projectForStaff(db, id, staff);
  const { title } = item;
  // docs/review.md#revisions: a live item's waiting edit is what staff decide on.
  if (await waitingRevision(db, kind, id))
    return publishRevision(services, log, decision, { kind, id, title, ownerId: item.ownerId });
  const now = config.now();
  const approved = state === 'approved';
  const columns = {
    reviewState: state,
    reviewReason: reason,
    reviewedAt: now,
    reviewedBy: staff.id,
    // docs/listings.md#confirmed-available: approving a listing confirms it.
    ...(approved && kind === 'listing' ? { confirmedAt: now, remindedAt: null } : {}),
  };
  // docs/notifications.md#kinds: the owner's notification is written with the decision.
  const decided = await db.transaction(async (tx) => {
    const ownerId = await decideWaitingItem(tx, kind, id, columns, approved);
    if (ownerId === null) return null;
    return { ownerId, mail: await notifyReviewDecision(tx, { kind, id, title, ownerId }, { approved, reason }, now) };
  });
  if (decided === null) throw conflict(messages[kind].notWaiting);
  const { ownerId } = decided;
  await mailNotified(services, [decided.mail]);
  log.info({ kind, id, reviewerId: staff.id, state }, `${kind} reviewed`);
  // A rejected item was waiting, so not public: nothing public changed.
  if (approved) {
    await cache.invalidate(publicTagsOf(kind, id, ownerId));
    await alerts.enqueue(kind === 'listing' ? 'listing' : 'builder-project', id);
  }
}
