import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { builderProjects, listings, type RevisionImage, type RevisionRow } from '../db/schema';
import { conflict } from '../http/errors';
import { deleteUnusedObjects } from '../media/unused';
import type { Services } from '../services';
import { goesLiveAtOnce, type EditOfLiveItem } from './editRules';
import { messages, publicTagsOf, type Decision, type DecisionLog, type ReviewedKind } from './kinds';
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

const itemTable = { listing: listings, project: builderProjects } as const;

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
export async function publishRevision(services: Services, log: DecisionLog, decision: Decision) {
  const { db, config, cache, storage } = services;
  const { kind, id, state, reason, staff } = decision;
  const now = config.now();
  if (state === 'rejected') {
    if (!(await rejectRevision(db, kind, id, reason ?? '', staff.id, now))) throw conflict(messages[kind].notWaiting);
    log.info({ kind, id, reviewerId: staff.id, state }, `${kind} changes reviewed`);
    return;
  }
  const published = await db.transaction(async (tx) => {
    const revision = await deleteRevision(tx, kind, id, true);
    if (!revision) throw conflict(messages[kind].notWaiting);
    const before = await imagesOf(tx, kind, id);
    const table = itemTable[kind];
    const [row] = await tx
      .update(table)
      .set(approvedColumns(kind, revision.columns, decision, now))
      .where(eq(table.id, id))
      .returning({ ownerId: table.ownerId });
    await replaceImages(tx, kind, id, revision.images);
    return { ownerId: row!.ownerId, before };
  });
  log.info({ kind, id, reviewerId: staff.id, state }, `${kind} changes reviewed`);
  await cache.invalidate(publicTagsOf(kind, id, published.ownerId));
  await deleteUnusedObjects(db, storage, published.before);
}

export interface LiveItemEdit extends Omit<EditOfLiveItem, 'publishedImages'> {
  id: string;
  ownerId: string;
}

/**
 * An owner's edit of a live item: small routine changes go live at once (docs/review.md#edits-live-at-once),
 * anything else becomes the item's one waiting revision while the published version stays. Runs in
 * the save's transaction; says what happened and which images the item no longer holds.
 */
export async function saveLiveItemEdit(tx: Queryable, edit: LiveItemEdit, now: Date) {
  const { kind, id, columns, images } = edit;
  const publishedImages = await imagesOf(tx, kind, id);
  const previous = await revisionOf(tx, kind, id);
  const dropped: RevisionImage[] = [...(previous?.images ?? [])];
  if (goesLiveAtOnce({ ...edit, publishedImages })) {
    const table = itemTable[kind];
    await tx
      .update(table)
      .set({ ...columns, updatedAt: now })
      .where(eq(table.id, id));
    if (previous) await deleteRevision(tx, kind, id);
    return { live: true, dropped };
  }
  await saveRevision(tx, kind, id, { columns, images }, now);
  return { live: false, dropped };
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
