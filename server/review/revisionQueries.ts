import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import {
  listingPhotos,
  projectMedia,
  revisions,
  type RevisedListingColumns,
  type RevisedProjectColumns,
  type RevisionImage,
  type RevisionRow,
} from '../db/schema';
import type { ReviewedKind } from './kinds';

/** The revision's column of its item. */
export const itemOf = { listing: revisions.listingId, project: revisions.projectId } as const;
const itemIdOf = (kind: ReviewedKind, row: RevisionRow) => (kind === 'listing' ? row.listingId : row.projectId)!;

/** The revisions of the items, by item id. */
export async function revisionsOf(q: Queryable, kind: ReviewedKind, ids: string[]): Promise<Map<string, RevisionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await q.select().from(revisions).where(inArray(itemOf[kind], ids));
  return new Map(rows.map((row) => [itemIdOf(kind, row), row]));
}

export async function revisionOf(q: Queryable, kind: ReviewedKind, id: string): Promise<RevisionRow | null> {
  return (await revisionsOf(q, kind, [id])).get(id) ?? null;
}

export interface RevisionContent {
  columns: RevisedListingColumns | RevisedProjectColumns;
  images: RevisionImage[];
}

/**
 * The item's one revision becomes this edit, waiting for staff again. It keeps its first
 * submission time while it waits, and starts a new one after a rejection.
 */
export async function saveRevision(q: Queryable, kind: ReviewedKind, id: string, content: RevisionContent, now: Date) {
  const waiting = await revisionOf(q, kind, id);
  const submittedAt = waiting?.state === 'pending_review' ? waiting.submittedAt : now;
  const values = { ...content, state: 'pending_review' as const, reason: null, reviewedAt: null, reviewedBy: null };
  await q
    .insert(revisions)
    .values({ ...values, [kind === 'listing' ? 'listingId' : 'projectId']: id, submittedAt, updatedAt: now })
    .onConflictDoUpdate({ target: itemOf[kind], set: { ...values, submittedAt, updatedAt: now } });
}

/** Removes the item's revision (withdrawn, published or made moot by an edit that went live): what it held. */
export async function deleteRevision(q: Queryable, kind: ReviewedKind, id: string, onlyPending = false) {
  const [row] = await q
    .delete(revisions)
    .where(and(eq(itemOf[kind], id), onlyPending ? eq(revisions.state, 'pending_review') : undefined))
    .returning();
  return row ?? null;
}

export async function rejectRevision(
  q: Queryable,
  kind: ReviewedKind,
  id: string,
  reason: string,
  staffId: string,
  now: Date,
) {
  const [row] = await q
    .update(revisions)
    .set({ state: 'rejected', reason, reviewedAt: now, reviewedBy: staffId })
    .where(and(eq(itemOf[kind], id), eq(revisions.state, 'pending_review')))
    .returning({ id: revisions.id });
  return row ?? null;
}

/** The item's images as they are stored now (listing photos, project media), in order. */
export async function imagesOf(q: Queryable, kind: ReviewedKind, id: string): Promise<RevisionImage[]> {
  if (kind === 'listing')
    return q
      .select({
        fileKey: listingPhotos.fileKey,
        cardKey: listingPhotos.cardKey,
        contentType: listingPhotos.contentType,
        width: listingPhotos.width,
      })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, id))
      .orderBy(listingPhotos.position);
  return q
    .select({
      kind: projectMedia.kind,
      fileKey: projectMedia.fileKey,
      cardKey: projectMedia.cardKey,
      contentType: projectMedia.contentType,
      width: projectMedia.width,
    })
    .from(projectMedia)
    .where(eq(projectMedia.projectId, id))
    .orderBy(projectMedia.kind, projectMedia.position);
}

/** The item's images become these, numbered in order (per kind for a project). */
export async function replaceImages(q: Queryable, kind: ReviewedKind, id: string, images: RevisionImage[]) {
  const stored = ({ fileKey, cardKey, contentType, width }: RevisionImage) => ({
    fileKey,
    cardKey,
    contentType,
    width: width ?? null,
  });
  if (kind === 'listing') {
    await q.delete(listingPhotos).where(eq(listingPhotos.listingId, id));
    if (images.length > 0)
      await q
        .insert(listingPhotos)
        .values(images.map((image, position) => ({ listingId: id, position, ...stored(image) })));
    return;
  }
  await q.delete(projectMedia).where(eq(projectMedia.projectId, id));
  const next = new Map<string, number>();
  const rows = images.map((image) => {
    const mediaKind = image.kind ?? 'additional';
    const position = next.get(mediaKind) ?? 0;
    next.set(mediaKind, position + 1);
    return { projectId: id, kind: mediaKind, position, ...stored(image) };
  });
  if (rows.length > 0) await q.insert(projectMedia).values(rows);
}
