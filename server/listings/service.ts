import {
  firstListingError,
  listingMessages,
  normalizeListingFields,
  withListingRateFlag,
  type Listing,
} from '@/api/contract';
import { parseListingFormFields } from '@/api/listingFormData';
import type { Queryable } from '../db/client';
import type { ListingRow, UserRow } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { StoredImage } from '../media/images';
import type { MediaStorage } from '../media/storage';
import { reportHoldsOf } from '../review/reportService';
import { revisionsOf } from '../review/revisionQueries';
import { columnsOfListing, toListingWithRevision } from './answers';
import type { ListingForm } from './form';
import { isPublicListing, notLiveError } from './freshness';
import {
  listingRecordById,
  listingRecordsOfOwner,
  listingRowById,
  listingsWaitingForReview,
  type ListingRecord,
} from './queries';

/** Owners and staff see a listing in any review state; everyone else sees approved ones only. */
export const canSeeListing = (listing: ListingRow, viewer: UserRow | null) =>
  isPublicListing(listing) || viewer?.id === listing.ownerId || viewer?.isStaff === true;

/** Owners and staff read a live listing's waiting edit beside it (docs/review.md#revisions). */
const readsRevisions = (row: ListingRow, viewer: UserRow | null) => viewer?.id === row.ownerId || viewer?.isStaff;

/** The listing's record (row, owner, photos, inquiries) in one query; 404 when there is none. */
export async function listingRecord(q: Queryable, id: string) {
  const record = await listingRecordById(q, id);
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
  const row = await listingRowById(q, id);
  if (!row) throw notFound(listingMessages.notFound);
  if (row.ownerId !== owner.id) throw forbidden(notYours);
  return row;
}

/**
 * The validated fields and photo plan of a create or edit: the first rule's message otherwise.
 * Edit: `keptPhotos` (saved URLs, in the order wanted) stay, the other saved photos go; without
 * it every saved photo stays. New photos follow the kept ones: those uploaded ahead
 * (`uploadedPhotos`, docs/api.md#photo-uploads), then the files of this request.
 */
export function checkedListing<Saved extends StoredImage>(form: ListingForm, saved: Saved[], storage: MediaStorage) {
  const parsed = parseListingFormFields(form.parts);
  if (!parsed.ok) throw badRequest(parsed.message);
  const byUrl = new Map(saved.map((image) => [storage.url(image.fileKey), image]));
  const keep = parsed.keptPhotos ? [...new Set(parsed.keptPhotos)].flatMap((url) => byUrl.get(url) ?? []) : saved;
  const uploaded = [...new Set(parsed.uploadedPhotos)];
  const message = firstListingError(parsed.fields, keep.length + uploaded.length + form.photos.length);
  if (message) throw badRequest(message);
  return {
    columns: columnsOfListing(normalizeListingFields(parsed.fields)),
    pin: parsed.fields.place,
    keep,
    uploaded,
    remove: saved.filter((image) => !keep.includes(image)),
  };
}

/** The owner's listings, newest first, each with its waiting edit and, while reports hold it, their reasons. */
export async function ownerListings(q: Queryable, storage: MediaStorage, owner: UserRow) {
  const records = await listingRecordsOfOwner(q, owner.id);
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
  return (await listingAnswers(q, storage, await listingsWaitingForReview(q), staff)).map(withListingRateFlag);
}
