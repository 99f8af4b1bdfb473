import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import {
  builderProjects,
  listings,
  revisions,
  type ListingRow,
  type NewListingRow,
  type NewProjectRow,
} from '../db/schema';
import type { ReviewedKind } from './kinds';
import { imagesOf, itemOf, replaceImages, revisionOf, type RevisionContent } from './revisionQueries';

/**
 * What listings and projects share as items under review: each its own table with the same review
 * columns, its images, and at most one revision. A domain's queries name these for their kind.
 */
const itemTable = { listing: listings, project: builderProjects } as const;

type NewItem = { listing: NewListingRow; project: NewProjectRow };

/** A new item, waiting for review, with its images in order: its id. */
export async function insertItem<Kind extends ReviewedKind>(
  tx: Queryable,
  kind: Kind,
  values: NewItem[Kind],
  images: RevisionContent['images'],
  now: Date,
) {
  const table: (typeof itemTable)[ReviewedKind] = itemTable[kind];
  const [row] = await tx
    .insert(table)
    .values({ ...values, reviewState: 'pending_review', createdAt: now, updatedAt: now })
    .returning({ id: table.id });
  if (!row) throw new Error('insert returned no row');
  await replaceImages(tx, kind, row.id, images);
  return row.id;
}

/** Sets the item's columns: its owner's id, or null when there is no such item. */
export async function updateItem(
  q: Queryable,
  kind: ReviewedKind,
  id: string,
  columns: Partial<NewItem[ReviewedKind]>,
) {
  const table = itemTable[kind];
  const [row] = await q.update(table).set(columns).where(eq(table.id, id)).returning({ ownerId: table.ownerId });
  return row?.ownerId ?? null;
}

/** The listing staff act on, whole (a report's decision reads its status), or null. */
export async function listingUnderReview(q: Queryable, id: string): Promise<ListingRow | null> {
  const [row] = await q.select().from(listings).where(eq(listings.id, id));
  return row ?? null;
}

/** The project staff act on: its owner, or null when there is none. */
export async function projectUnderReview(q: Queryable, id: string) {
  const [row] = await q
    .select({ id: builderProjects.id, ownerId: builderProjects.ownerId, title: builderProjects.projectName })
    .from(builderProjects)
    .where(eq(builderProjects.id, id));
  return row ?? null;
}

/**
 * Staff's decision on an item that still waits (docs/review.md#review-once): its owner's id, or null
 * when it no longer waits (another reviewer decided first). On approval the price it has now becomes
 * the price staff last approved, which the edits that go live at once are measured from.
 */
export async function decideWaitingItem(
  q: Queryable,
  kind: ReviewedKind,
  id: string,
  columns: Partial<NewItem[ReviewedKind]>,
  approved: boolean,
) {
  const table = itemTable[kind];
  const price = kind === 'listing' ? listings.price : builderProjects.expectedPrice;
  const [row] = await q
    .update(table)
    .set({ ...columns, ...(approved ? { reviewedPrice: price } : {}) })
    .where(and(eq(table.id, id), eq(table.reviewState, 'pending_review')))
    .returning({ ownerId: table.ownerId });
  return row?.ownerId ?? null;
}

/** An edit of an item never approved: back to the team as it is, the last decision forgotten. */
export async function resubmitItem(tx: Queryable, kind: ReviewedKind, id: string, edit: RevisionContent, now: Date) {
  const review = { reviewState: 'pending_review', reviewReason: null, reviewedAt: null, updatedAt: now } as const;
  await updateItem(tx, kind, id, { ...edit.columns, ...review });
  await replaceImages(tx, kind, id, edit.images);
}

/** Deletes the item (its rows cascade): the images it and its revision held, for the sweep. */
export async function deleteItem(q: Queryable, kind: ReviewedKind, id: string) {
  const published = await imagesOf(q, kind, id);
  const revision = await revisionOf(q, kind, id);
  const table = itemTable[kind];
  await q.delete(table).where(eq(table.id, id));
  return [...published, ...(revision?.images ?? [])];
}

/**
 * Staff's queue of a kind (docs/review.md#revisions), on the items left-joined to their revision
 * (`revision`): new items waiting and live items' waiting edits (`waiting`), the longest-waiting
 * first (`order`): an edit since its revision last changed, a new item since it was sent.
 */
export function reviewQueue(kind: ReviewedKind) {
  const table = itemTable[kind];
  return {
    revision: eq(itemOf[kind], table.id),
    waiting: or(eq(table.reviewState, 'pending_review'), eq(revisions.state, 'pending_review')),
    order: [asc(sql`coalesce(${revisions.updatedAt}, ${table.updatedAt})`), asc(table.id)],
  };
}
