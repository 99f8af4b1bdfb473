import type { ReviewState } from '@/api/contract';
import type { Queryable } from '../db/client';
import type { RevisionImage, RevisionRow } from '../db/schema';
import { conflict } from '../http/errors';
import { deleteUnusedObjects } from '../media/unused';
import { notifyReviewDecision } from '../notifications/ownerEvents';
import { mailNotified } from '../notifications/service';
import type { Services } from '../services';
import { goesLiveAtOnce, type EditOfLiveItem } from './editRules';
import { resubmitItem, updateItem } from './itemQueries';
import { messages, publicTagsOf, type Decision, type DecisionLog, type ReviewedItem, type ReviewedKind } from './kinds';
import {
  deleteRevision,
  imagesOf,
  rejectRevision,
  replaceImages,
  revisionOf,
  saveRevision,
  type RevisionContent,
} from './revisionQueries';

/** docs/review.md#revisions: whether the item has an edit waiting for staff. */
export async function waitingRevision(q: Queryable, kind: ReviewedKind, id: string) {
  return (await revisionOf(q, kind, id))?.state === 'pending_review';
}

/** The images an edit starts from: a live item's revision's when it has one, else the stored ones. */
export async function imagesToEdit(q: Queryable, kind: ReviewedKind, row: ItemEdit['published']) {
  const revision = row.reviewState === 'approved' ? await revisionOf(q, kind, row.id) : null;
  return revision ? revision.images : imagesOf(q, kind, row.id);
}

/** The published row's price columns after staff approve it (the anchor of docs/review.md#edits-live-at-once). */
const approvedColumns = (kind: ReviewedKind, columns: RevisionContent['columns'], decision: Decision, now: Date) => ({
  ...columns,
  reviewReason: null,
  reviewedAt: now,
  reviewedBy: decision.staff.id,
  updatedAt: now,
  reviewedPrice: 'price' in columns ? columns.price : (columns.expectedPrice ?? null),
  // docs/listings.md#confirmed-available: approving the owner's edit confirms the listing.
  ...(kind === 'listing' ? { confirmedAt: now, remindedAt: null } : {}),
});

/**
 * Staff's decision on a live item's waiting edit: approve publishes it (the row takes its columns,
 * the images become its images); reject keeps the published version and tells the owner why.
 */
export async function publishRevision(services: Services, log: DecisionLog, decision: Decision, item: ReviewedItem) {
  const { db, config, cache, storage } = services;
  const { kind, id, state, reason, staff } = decision;
  const now = config.now();
  // docs/notifications.md#kinds: the owner's notification is written with the decision.
  const told = (tx: Queryable, approved: boolean) =>
    notifyReviewDecision(tx, item, { approved, reason, changes: true }, now);
  if (state === 'rejected') {
    const mail = await db.transaction(async (tx) =>
      (await rejectRevision(tx, kind, id, reason ?? '', staff.id, now)) ? told(tx, false) : null,
    );
    if (mail === null) throw conflict(messages[kind].notWaiting);
    await mailNotified(services, [mail]);
    log.info({ kind, id, reviewerId: staff.id, state }, `${kind} changes reviewed`);
    return;
  }
  const published = await db.transaction(async (tx) => {
    const revision = await deleteRevision(tx, kind, id, true);
    if (!revision) throw conflict(messages[kind].notWaiting);
    const before = await imagesOf(tx, kind, id);
    const ownerId = await updateItem(tx, kind, id, approvedColumns(kind, revision.columns, decision, now));
    await replaceImages(tx, kind, id, revision.images);
    return { ownerId: ownerId!, before, mail: await told(tx, true) };
  });
  await mailNotified(services, [published.mail]);
  log.info({ kind, id, reviewerId: staff.id, state }, `${kind} changes reviewed`);
  await cache.invalidate(publicTagsOf(kind, id, published.ownerId));
  await deleteUnusedObjects(db, storage, published.before);
}

export interface ItemEdit extends Omit<EditOfLiveItem, 'publishedImages' | 'published'> {
  /** The item's row as it stands. */
  published: EditOfLiveItem['published'] & { id: string; reviewState: ReviewState };
}

/** What a revision keeps of an image: its kind (a project's) and stored keys, never an upload's bytes. */
const storedImage = ({ kind, fileKey, cardKey, contentType, width }: RevisionImage): RevisionImage => ({
  ...(kind ? { kind } : {}),
  fileKey,
  cardKey,
  contentType,
  width: width ?? null,
});

/**
 * An owner's edit, in the save's transaction. An item never approved goes back to the team as it
 * is; a live one keeps its published version while the edit waits as its one revision
 * (docs/review.md#revisions), unless it is small and routine and goes live at once
 * (docs/review.md#edits-live-at-once). Says whether the public version changed and the images the
 * item no longer holds.
 */
export async function saveItemEdit(tx: Queryable, edit: ItemEdit, now: Date) {
  const { kind, published, columns } = edit;
  const { id } = published;
  const images = edit.images.map(storedImage);
  if (published.reviewState !== 'approved') {
    await resubmitItem(tx, kind, id, { columns, images }, now);
    return { publicChanged: false, dropped: [] };
  }
  const publishedImages = await imagesOf(tx, kind, id);
  const previous = await revisionOf(tx, kind, id);
  const dropped: RevisionImage[] = [...(previous?.images ?? [])];
  if (goesLiveAtOnce({ kind, published, columns, images, publishedImages })) {
    await updateItem(tx, kind, id, { ...columns, updatedAt: now });
    if (previous) await deleteRevision(tx, kind, id);
    return { publicChanged: true, dropped };
  }
  await saveRevision(tx, kind, id, { columns, images }, now);
  return { publicChanged: false, dropped };
}

/** The owner takes their waiting or rejected changes back: the published version stays as it is. */
export async function withdrawRevision(
  services: Services,
  kind: ReviewedKind,
  id: string,
): Promise<RevisionRow | null> {
  const revision = await deleteRevision(services.db, kind, id);
  if (revision) await deleteUnusedObjects(services.db, services.storage, revision.images);
  return revision;
}

/** The revision as its owner and staff read it, around the item as it would read once approved. */
export const toRevision = <Version>(row: RevisionRow, version: Version) => ({
  state: row.state,
  ...(row.reason ? { reason: row.reason } : {}),
  submittedAt: row.submittedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version,
});
