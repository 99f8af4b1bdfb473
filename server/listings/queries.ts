import { and, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ListingStatus } from '@/api/contract';
import type { Queryable } from '../db/client';
import {
  inquiries,
  listingPhotos,
  listings,
  revisions,
  users,
  type ListingPhotoRow,
  type ListingRow,
  type NewListingRow,
  type RevisionImage,
  type UserRow,
} from '../db/schema';
import { deleteItem, insertItem, reviewQueue } from '../review/itemQueries';

/**
 * docs/listings.md#listing-status: public ("in search") means approved by staff and live; paused,
 * held, sold and rented listings are in no public answer. Its SQL form on the records, `alias` naming
 * the listings row, for the sitemap, the alert digest and the sweep; search reads the read model,
 * whose view search_item_sources says the same (docs/listings.md#read-model).
 */
export const listingInSearch = (alias: string) =>
  sql.raw(`${alias}.review_state = 'approved' and ${alias}.status = 'live'`);
/** The same, for a query on the listings table without an alias. */
export const publicListingCondition = listingInSearch('listings');
// docs/listings.md#contact-details: the owner's phone and e-mail are never read for a listing's answer.
// docs/leads.md#response-time: the owner's reply figures are public (the poster's response time).
const ownerColumns = {
  id: users.id,
  name: users.name,
  role: users.role,
  replyMedianMinutes: users.replyMedianMinutes,
  replySample: users.replySample,
};
type Owner = { [K in keyof typeof ownerColumns]: UserRow[K] };
/** A photo's keys and width (absent in a waiting edit saved before variants were). */
type PhotoKeys = Pick<ListingPhotoRow, 'fileKey' | 'cardKey'> & { width?: number | null };

/** Each listing's photos, in order, as a JSON array in the listing's own row: no query per list. */
const photoKeys = sql<PhotoKeys[]>`coalesce((select json_agg(json_build_object('fileKey', p.file_key,
  'cardKey', p.card_key, 'width', p.width) order by p.position) from ${listingPhotos} p where p.listing_id = ${listings}.id), '[]'::json)`;
const inquiryCount = sql<number>`(select count(*) from ${inquiries} i where i.listing_id = ${listings}.id)`.mapWith(
  Number,
);

/**
 * Listings with their owners, photos and inquiry counts, in one query: the caller adds the
 * condition and order (`.where(...)`, `.orderBy(...)`).
 */
export const selectListings = (q: Queryable) =>
  q
    .select({ row: listings, owner: ownerColumns, photos: photoKeys, inquiryCount })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId));

/** What a listing's answer is made of (./answers). */
export type ListingRecord = { row: ListingRow; owner: Owner; photos: PhotoKeys[]; inquiryCount: number };

export async function listingRowById(q: Queryable, id: string) {
  const [row] = await q.select().from(listings).where(eq(listings.id, id));
  return row ?? null;
}

export async function listingRecordById(q: Queryable, id: string): Promise<ListingRecord | null> {
  const [record] = await selectListings(q).where(eq(listings.id, id));
  return record ?? null;
}

/** The owner's listings, newest first. */
export const listingRecordsOfOwner = (q: Queryable, ownerId: string) =>
  selectListings(q).where(eq(listings.ownerId, ownerId)).orderBy(desc(listings.createdAt), desc(listings.id));

/** Staff's queue of listings, the longest-waiting first (reviewQueue). */
export function listingsWaitingForReview(q: Queryable) {
  const queue = reviewQueue('listing');
  return selectListings(q)
    .leftJoin(revisions, queue.revision)
    .where(queue.waiting)
    .orderBy(...queue.order);
}

/** A new listing, waiting for review and confirmed as available now, with its photos in order: its id. */
export const insertListing = (tx: Queryable, listing: NewListingRow, photos: RevisionImage[], now: Date) =>
  insertItem(tx, 'listing', { ...listing, confirmedAt: now }, photos, now);

/** docs/listings.md#mark-sold: the owner closes the listing. */
export async function setListingStatus(q: Queryable, id: string, status: ListingStatus) {
  await q.update(listings).set({ status }).where(eq(listings.id, id));
}

/** Deletes the listing (its photos, views, inquiries, favourites and revision cascade): the images it held. */
export const deleteListing = (q: Queryable, id: string) => deleteItem(q, 'listing', id);

/** docs/listings.md#confirmed-available: confirmed now, a new period without a reminder; live again from a pause. */
export async function markConfirmed(q: Queryable, id: string, now: Date, unpause: boolean) {
  await q
    .update(listings)
    .set({ confirmedAt: now, remindedAt: null, ...(unpause ? { status: 'live' as const } : {}) })
    .where(eq(listings.id, id));
}

/** Pauses the public listings confirmed last at or before `before`: their ids. */
export function pauseUnconfirmedSince(q: Queryable, before: Date) {
  return q
    .update(listings)
    .set({ status: 'paused' })
    .where(and(publicListingCondition, lte(listings.confirmedAt, before)))
    .returning({ id: listings.id });
}

/**
 * Claims the reminders due: public listings confirmed last at or before `before` whose owner has not
 * been reminded since. Marked reminded at `now` in the same statement, so two sweeps never both send.
 */
/** docs/listings.md#confirmed-available: public listings unconfirmed since `before`, not reminded in this period. */
const reminderDue = (before: Date) =>
  and(
    publicListingCondition,
    lte(listings.confirmedAt, before),
    or(isNull(listings.remindedAt), lt(listings.remindedAt, listings.confirmedAt)),
  );

export async function remindersDue(q: Queryable, before: Date) {
  return (await q.select({ id: listings.id }).from(listings).where(reminderDue(before))).map((row) => row.id);
}

/** One listing, while it is still due its reminder: what the e-mail says. */
export async function reminderDueOf(q: Queryable, id: string, before: Date) {
  const [listing] = await q
    .select({ id: listings.id, title: listings.title, ownerId: listings.ownerId })
    .from(listings)
    .where(and(eq(listings.id, id), reminderDue(before)));
  return listing ?? null;
}

export async function markReminded(q: Queryable, id: string, now: Date) {
  await q.update(listings).set({ remindedAt: now }).where(eq(listings.id, id));
}

/** The name and e-mail a reminder goes to. */
export async function ownerAddressOf(q: Queryable, ownerId: string) {
  const [owner] = await q.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, ownerId));
  return owner ?? null;
}
