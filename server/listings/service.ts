import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import { firstListingError, listingMessages, normalizeListingFields, type Listing } from '@/api/contract';
import { parseListingFormFields } from '@/api/listingFormData';
import type { Queryable } from '../db/client';
import { listings, type ListingRow, type UserRow } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { StoredImage } from '../media/images';
import type { MediaStorage } from '../media/storage';
import { reportHoldsOf } from '../review/reportService';
import { backToReview } from '../review/resubmit';
import { imagesOf, itemsWithPendingRevisions, replaceImages, revisionOf, revisionsOf } from '../review/revisionQueries';
import { saveLiveItemEdit } from '../review/revisions';
import type { ListingForm } from './form';
import { isPublicListing, notLiveError } from './freshness';
import { columnsOfListing, selectListings, toListingWithRevision, type ListingRecord } from './records';

/** Owners and staff see a listing in any review state; everyone else sees approved ones only. */
export const canSeeListing = (listing: ListingRow, viewer: UserRow | null) =>
  isPublicListing(listing) || viewer?.id === listing.ownerId || viewer?.isStaff === true;

/** Owners and staff read a live listing's waiting edit beside it (docs/review.md#revisions). */
const readsRevisions = (row: ListingRow, viewer: UserRow | null) => viewer?.id === row.ownerId || viewer?.isStaff;

/** The listing's record (row, owner, photos, inquiries) in one query; 404 when there is none. */
export async function listingRecord(q: Queryable, id: string) {
  const [record] = await selectListings(q).where(eq(listings.id, id));
  if (!record) throw notFound(listingMessages.notFound);
  return record;
}

/** The answers of the records, each with its revision for the owner or staff reading it. */
export async function listingAnswers(
  q: Queryable,
  storage: MediaStorage,
  records: ListingRecord[],
  viewer: UserRow | null,
): Promise<Listing[]> {
  const ids = records.filter((record) => readsRevisions(record.row, viewer)).map((record) => record.row.id);
  const revisions = await revisionsOf(q, 'listing', ids);
  return records.map((record) => toListingWithRevision(record, revisions.get(record.row.id), storage));
}

/** The listing as the viewer may see it: a listing under review is said not to exist rather than to be hidden. */
export async function listingFor(q: Queryable, storage: MediaStorage, id: string, viewer: UserRow | null) {
  const record = await listingRecord(q, id);
  if (!canSeeListing(record.row, viewer)) {
    // docs/listings.md#listing-status: an approved listing that is not live says why.
    if (record.row.reviewState === 'approved') throw notLiveError(record.row.status);
    throw notFound(listingMessages.notFound);
  }
  const [listing] = await listingAnswers(q, storage, [record], viewer);
  return listing!;
}

/** The listing of an owner's action: 404 when there is none, 403 (with the action's message) when not theirs. */
export async function ownListingRow(q: Queryable, id: string, owner: UserRow, notYours: string) {
  const [row] = await q.select().from(listings).where(eq(listings.id, id));
  if (!row) throw notFound(listingMessages.notFound);
  if (row.ownerId !== owner.id) throw forbidden(notYours);
  return row;
}

/**
 * The validated fields and photo plan of a create or edit: the first rule's message otherwise.
 * Edit: `keptPhotos` (saved URLs, in the order wanted) stay, the other saved photos go; without
 * it every saved photo stays. New photos follow the kept ones.
 */
export function checkedListing<Saved extends StoredImage>(form: ListingForm, saved: Saved[], storage: MediaStorage) {
  const parsed = parseListingFormFields(form.parts);
  if (!parsed.ok) throw badRequest(parsed.message);
  const byUrl = new Map(saved.map((image) => [storage.url(image.fileKey), image]));
  const keep = parsed.keptPhotos ? [...new Set(parsed.keptPhotos)].flatMap((url) => byUrl.get(url) ?? []) : saved;
  const message = firstListingError(parsed.fields, keep.length + form.photos.length);
  if (message) throw badRequest(message);
  return {
    columns: columnsOfListing(normalizeListingFields(parsed.fields)),
    keep,
    remove: saved.filter((image) => !keep.includes(image)),
  };
}

/** The owner's listings, newest first, each with its waiting edit and, while reports hold it, their reasons. */
export async function ownerListings(q: Queryable, storage: MediaStorage, owner: UserRow) {
  const records = await selectListings(q)
    .where(eq(listings.ownerId, owner.id))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  // docs/listings.md#report-response: the owner reads why a held listing is held.
  const holds = await reportHoldsOf(
    q,
    records.filter((record) => record.row.status === 'held').map((record) => record.row.id),
  );
  return (await listingAnswers(q, storage, records, owner)).map((listing) => {
    const reportHold = holds.get(listing._id);
    return reportHold ? { ...listing, reportHold } : listing;
  });
}

/** What staff review: new listings and live listings' waiting edits, the longest-waiting first. */
export async function listingQueue(q: Queryable, storage: MediaStorage, staff: UserRow) {
  const revised = await itemsWithPendingRevisions(q, 'listing');
  const records = await selectListings(q)
    .where(or(eq(listings.reviewState, 'pending_review'), inArray(listings.id, revised)))
    .orderBy(asc(listings.updatedAt), asc(listings.id));
  const answers = await listingAnswers(q, storage, records, staff);
  const waitingSince = (listing: Listing) => listing.revision?.updatedAt ?? listing.updatedAt;
  return answers.sort((a, b) => waitingSince(a).localeCompare(waitingSince(b)));
}

const storedOnly = ({ fileKey, cardKey, contentType }: StoredImage): StoredImage => ({ fileKey, cardKey, contentType });

/** A new listing, waiting for review, with its photos in order. */
export async function insertListing(
  tx: Queryable,
  owner: UserRow,
  columns: ReturnType<typeof columnsOfListing>,
  photos: StoredImage[],
  now: Date,
) {
  const [row] = await tx
    .insert(listings)
    .values({ ...columns, ownerId: owner.id, createdAt: now, updatedAt: now, confirmedAt: now })
    .returning({ id: listings.id });
  if (!row) throw new Error('insert returned no row');
  await replaceImages(tx, 'listing', row.id, photos.map(storedOnly));
  return row.id;
}

/** The photos an edit starts from: the waiting edit's when there is one, else the saved ones. */
export async function photosToEdit(q: Queryable, row: ListingRow): Promise<StoredImage[]> {
  const revision = row.reviewState === 'approved' ? await revisionOf(q, 'listing', row.id) : null;
  return revision ? revision.images : imagesOf(q, 'listing', row.id);
}

/**
 * An owner's edit, in the save's transaction. A listing never approved goes back to the team as
 * it is; a live one keeps its published version while the edit waits (docs/review.md#revisions),
 * unless the edit goes live at once. Says whether the public version changed and the photos the
 * listing no longer holds.
 */
export async function saveListingEdit(
  tx: Queryable,
  row: ListingRow,
  edit: { columns: ReturnType<typeof columnsOfListing>; photos: StoredImage[] },
  now: Date,
) {
  const photos = edit.photos.map(storedOnly);
  if (row.reviewState !== 'approved') {
    await tx
      .update(listings)
      .set({ ...edit.columns, ...backToReview(now) })
      .where(eq(listings.id, row.id));
    await replaceImages(tx, 'listing', row.id, photos);
    return { publicChanged: false, dropped: [] };
  }
  const { live, dropped } = await saveLiveItemEdit(
    tx,
    { kind: 'listing', id: row.id, ownerId: row.ownerId, published: row, columns: edit.columns, images: photos },
    now,
  );
  return { publicChanged: live, dropped };
}
