import { HttpResponse } from 'msw';
import {
  apiPaths,
  firstListingError,
  freshnessMessages,
  listingMessages,
  normalizeListingFields,
  photoMessages,
  propertySearchQuerySchema,
  rankPopularLocalities,
  rejectListingRequestSchema,
  revisionMessages,
  searchSuggestionQuerySchema,
  SEARCH_TOTAL_CAP,
  withListingRateFlag,
  type Listing,
  type Photo,
} from '@/api/contract';
import { parseListingFormFields } from '@/api/listingFormData';
import { accountOf, db } from '../db';
import { mockKmFromLocalityCentre } from '../distance';
import { aPhoto } from '../factories';
import { asReadBy, decideRevision, editBase, saveLiveEdit, waitingRevision, waitingSince } from '../revisions';
import { isPublicListing, searchMockProperties, similarMockListings, suggestMockPlaces } from '../search';
import { mockPlaceOfSave } from '../places';
import { reportHoldOf } from './freshness';
import { stagedPhotosOf } from './photoUploads';
import { badRequest, endpoint, idempotentEndpoint, ownItemRefusal, staffOf, unauthorized } from './scenario';

const NOW = '2026-10-20T10:00:00.000Z';
const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status });
const newestFirst = (a: Listing, b: Listing) => b.createdAt.localeCompare(a.createdAt);

const search = endpoint('get', apiPaths.listings, ({ request }) => {
  const parsed = propertySearchQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid search');
  return HttpResponse.json(searchMockProperties(parsed.data));
});

/**
 * A portal's inventory: more matches than the server counts (SEARCH_TOTAL_CAP), the mock db's page
 * of them with the capped total (docs/listings.md#search-total).
 */
const searchBeyondTheCap = endpoint('get', apiPaths.listings, ({ request }) => {
  const parsed = propertySearchQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid search');
  const found = searchMockProperties(parsed.data);
  const counts = { listings: SEARCH_TOTAL_CAP - found.counts.projects, projects: found.counts.projects };
  return HttpResponse.json({ ...found, total: SEARCH_TOTAL_CAP, totalIsCapped: true, counts });
});

/** Approved listings and projects per city and locality, ranked as the server ranks them. */
const popularLocalities = endpoint('get', apiPaths.popularLocalities, () => {
  const places = [
    ...db.listings.filter(isPublicListing).map((l) => [l.location.city, l.location.locality]),
    ...db.projects.filter((p) => p.reviewState === 'approved').map((p) => [p.location?.city, p.location?.area]),
  ];
  const counts = new Map<string, { city: string; locality: string; count: number }>();
  for (const [city = '', locality = ''] of places) {
    const key = `${city.trim()}\n${locality.trim()}`;
    counts.set(key, { city: city.trim(), locality: locality.trim(), count: (counts.get(key)?.count ?? 0) + 1 });
  }
  return HttpResponse.json(rankPopularLocalities([...counts.values()]));
});

const suggest = endpoint('get', apiPaths.searchSuggestions, ({ request }) => {
  const parsed = searchSuggestionQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid query');
  return HttpResponse.json({ items: suggestMockPlaces(parsed.data) });
});

const similar = endpoint('get', apiPaths.similarListings(':id'), ({ params }) => {
  const items = similarMockListings(String(params.id));
  return items ? HttpResponse.json({ items }) : refuse(404, listingMessages.notFound);
});

const get = endpoint('get', apiPaths.listing(':id'), ({ request, params }) => {
  const viewer = accountOf(request);
  const listing = db.listings.find((l) => l._id === params.id);
  const own = listing?.postedBy === viewer?._id || viewer?.isStaff;
  if (!listing || (listing.reviewState !== 'approved' && !own)) return refuse(404, listingMessages.notFound);
  // docs/listings.md#listing-status: an approved listing that is not live says why.
  if (listing.status !== 'live' && !own) return refuse(410, freshnessMessages[listing.status]);
  return HttpResponse.json({
    ...asReadBy(listing, viewer),
    kmFromLocalityCentre: mockKmFromLocalityCentre('listing', listing._id, listing.place),
  });
});

const mine = endpoint('get', apiPaths.myListings, ({ request }) => {
  const viewer = accountOf(request);
  if (!viewer) return unauthorized();
  if (viewer.role !== 'Seller' && viewer.role !== 'Agent') return refuse(403, listingMessages.onlyPosters);
  const own = db.listings.filter((l) => l.postedBy === viewer._id).sort(newestFirst);
  // docs/listings.md#report-response: a held listing says why, to its owner only.
  return HttpResponse.json(
    own.map((listing) => {
      const reportHold = reportHoldOf(listing);
      return reportHold ? { ...listing, reportHold } : listing;
    }),
  );
});

/**
 * The validated fields and photo list of a create or edit, like the server (first rule's message);
 * `photoNames` tell the new photos from the saved ones (docs/review.md#edits-live-at-once).
 */
async function readListing(request: Request, saved: Photo[]) {
  const form = await request.formData();
  const text: Record<string, string> = {};
  let newPhotos = 0;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') text[name] = value;
    else if (name === 'photos' && value.size > 0) newPhotos += 1;
  }
  const parsed = parseListingFormFields(text);
  if (!parsed.ok) return { error: badRequest(parsed.message) };
  const kept = parsed.keptPhotos ? saved.filter((photo) => parsed.keptPhotos!.includes(photo.url)) : saved;
  const staged = stagedPhotosOf([...new Set(parsed.uploadedPhotos)]);
  if (!staged) return { error: badRequest(photoMessages.stagedGone) };
  // The mocks keep no uploads: each new photo shows as a stock image.
  const uploads = Array.from({ length: newPhotos }, (_, i) => i);
  const photos = [...kept, ...staged, ...uploads.map(() => aPhoto('/mock-media/flat.jpg'))];
  const message = firstListingError(parsed.fields, photos.length);
  if (message) return { error: badRequest(message) };
  return {
    fields: normalizeListingFields(parsed.fields),
    photos,
    photoNames: [
      ...kept.map((photo) => photo.url),
      ...staged.map((photo) => photo.url),
      ...uploads.map((i) => ({ upload: i })),
    ],
  };
}

const create = idempotentEndpoint('post', apiPaths.listings, async ({ request }) => {
  const viewer = accountOf(request);
  if (!viewer) return unauthorized();
  if (viewer.role !== 'Seller' && viewer.role !== 'Agent') return refuse(403, listingMessages.onlyPosters);
  const { error, fields, photos } = await readListing(request, []);
  if (error) return error;
  const id = `listing-${db.listings.length + 1}-${Date.now()}`;
  const listing = {
    ...fields,
    place: mockPlaceOfSave(fields.place, fields.location.pincode, id),
    _id: id,
    postedBy: viewer._id,
    poster: { name: viewer.name, role: viewer.role, phone: viewer.phone, email: viewer.email },
    photos,
    reviewState: 'pending_review',
    views: 0,
    inquiryCount: 0,
    createdAt: NOW,
    updatedAt: NOW,
    confirmedAt: new Date().toISOString(),
    status: 'live',
  } as Listing;
  db.listings.push(listing);
  return HttpResponse.json(listing, { status: 201 });
});

/** The owner's listing at `id`, or the refusal: 401 signed out, 404 missing, 403 someone else's. */
function ownListing(request: Request, id: unknown, notYours: string) {
  const viewer = accountOf(request);
  if (!viewer) return { error: unauthorized() };
  const index = db.listings.findIndex((l) => l._id === id);
  if (index < 0) return { error: refuse(404, listingMessages.notFound) };
  if (db.listings[index]!.postedBy !== viewer._id) return { error: refuse(403, notYours) };
  return { index, listing: db.listings[index]! };
}

const update = endpoint('put', apiPaths.listing(':id'), async ({ request, params }) => {
  const own = ownListing(request, params.id, listingMessages.notYourListing);
  if (own.error) return own.error;
  const { error, fields, photos, photoNames } = await readListing(request, editBase(own.listing).photos);
  if (error) return error;
  const { reviewReason: _reason, ...rest } = own.listing;
  const saved = { place: own.listing.place, pincode: own.listing.location.pincode };
  const placed = { ...fields, place: mockPlaceOfSave(fields.place, fields.location.pincode, own.listing._id, saved) };
  // Like the server: a live listing keeps its published version while the edit waits
  // (docs/review.md#revisions); one never approved goes back to review as it is.
  const updated: Listing =
    own.listing.reviewState === 'approved'
      ? saveLiveEdit({
          kind: 'listing',
          published: own.listing,
          fields: placed as Partial<Listing>,
          images: { photos },
          imageNames: { published: own.listing.photos.map((photo) => photo.url), edited: photoNames },
        })
      : ({ ...rest, ...placed, photos, reviewState: 'pending_review', updatedAt: NOW } as Listing);
  db.listings[own.index] = updated;
  return HttpResponse.json(updated);
});

const remove = endpoint('delete', apiPaths.listing(':id'), ({ request, params }) => {
  const own = ownListing(request, params.id, listingMessages.notYourListingToDelete);
  if (own.error) return own.error;
  db.listings.splice(own.index, 1);
  db.inquiries = db.inquiries.filter((i) => i.listingId !== params.id);
  db.favourites = db.favourites.filter((f) => f._id !== params.id);
  return HttpResponse.json({ message: listingMessages.deleted });
});

/** docs/review.md#revisions: the owner takes back the changes waiting (or rejected) beside the live version. */
const withdrawRevision = endpoint('delete', apiPaths.listingRevision(':id'), ({ request, params }) => {
  const own = ownListing(request, params.id, listingMessages.notYourListing);
  if (own.error) return own.error;
  if (!own.listing.revision) return refuse(404, revisionMessages.noRevision);
  const { revision: _revision, ...listing } = own.listing;
  db.listings[own.index] = listing;
  return HttpResponse.json({ message: revisionMessages.withdrawn, listing });
});

/** New listings and live listings' waiting edits, the longest-waiting first. */
const queue = endpoint('get', apiPaths.staffListingQueue, ({ request }) => {
  const { refusal } = staffOf(request, listingMessages.onlyStaff);
  if (refusal) return refusal;
  return HttpResponse.json(
    db.listings
      .filter((l) => l.reviewState === 'pending_review' || waitingRevision(l))
      .sort((a, b) => waitingSince(a).localeCompare(waitingSince(b)))
      .map(withListingRateFlag),
  );
});

function decide(request: Request, id: unknown, decision: Pick<Listing, 'reviewState' | 'reviewReason'>) {
  const { refusal, account } = staffOf(request, listingMessages.onlyStaff);
  if (refusal) return refusal;
  const index = db.listings.findIndex((l) => l._id === id);
  if (index < 0) return refuse(404, listingMessages.notFound);
  const own = ownItemRefusal(account, db.listings[index]!.postedBy);
  if (own) return own;
  // docs/review.md#revisions: a live listing's waiting edit is what staff decide on.
  if (waitingRevision(db.listings[index]!)) {
    db.listings[index] = decideRevision(db.listings[index]!, {
      state: decision.reviewState === 'approved' ? 'approved' : 'rejected',
      reason: decision.reviewReason,
    });
    return HttpResponse.json(db.listings[index]);
  }
  if (db.listings[index]!.reviewState !== 'pending_review') return refuse(409, listingMessages.notWaiting);
  const { reviewReason: _old, ...listing } = db.listings[index]!;
  db.listings[index] = { ...listing, ...decision };
  // An approved listing's price is the anchor of docs/review.md#edits-live-at-once.
  db.reviewedPrices.delete(listing._id);
  return HttpResponse.json(db.listings[index]);
}

const approve = endpoint('post', apiPaths.staffApproveListing(':id'), ({ request, params }) =>
  decide(request, params.id, { reviewState: 'approved' }),
);

const reject = endpoint('post', apiPaths.staffRejectListing(':id'), async ({ request, params }) => {
  const parsed = rejectListingRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
  return decide(request, params.id, { reviewState: 'rejected', reviewReason: parsed.data.reason });
});

const emptyResult = { items: [], total: 0, counts: { listings: 0, projects: 0 }, page: 1, pageSize: 12 };

export const listings = {
  search: { ...search, empty: search.answer(200, emptyResult), beyondTheCap: searchBeyondTheCap.ok },
  popularLocalities: { ...popularLocalities, empty: popularLocalities.answer(200, { cities: [] }) },
  suggest: { ...suggest, none: suggest.answer(200, { items: [] }) },
  similar: { ...similar, none: similar.answer(200, { items: [] }) },
  get: { ...get, notFound: get.answer(404, { message: listingMessages.notFound }) },
  mine: { ...mine, empty: mine.answer(200, []) },
  create,
  update,
  remove,
  withdrawRevision,
  queue: { ...queue, empty: queue.answer(200, []) },
  approve,
  reject,
};
