import { createHash } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  apiPaths,
  firstListingError,
  listingMessages,
  normalizeListingFields,
  rejectListingRequestSchema,
  type Listing,
  routePattern,
} from '@/api/contract';
import { parseListingFormFields } from '@/api/listingFormData';
import type { Queryable } from '../db/client';
import { listingPhotos, listings, type ListingPhotoRow, type ListingRow, type UserRow } from '../db/schema';
import { signedIn, signedInPoster, signedInStaff, viewerOf } from '../http/auth';
import { answeringOnce } from '../http/idempotency';
import { badRequest, forbidden, notFound } from '../http/errors';
import { cacheTags, publicListingTags } from '../http/responseCache';
import { prepareImages, type PreparedImage } from '../media/images';
import { deleteUnusedObjects, savingUploads } from '../media/unused';
import { reportHoldsOf } from '../review/reportService';
import { backToReview } from '../review/resubmit';
import { decide } from '../review/service';
import type { App, Services } from '../services';
import { PHOTO_LABEL, readListingForm, type ListingForm } from './form';
import { isPublicListing, notLiveError } from './freshness';
import { columnsOfListing, listingRowById, photosOf, selectListings, toListing, toListings } from './records';
import { idParams } from '../http/params';

/** Owners and staff see a listing in any review state; everyone else sees approved ones only. */
export const canSeeListing = (listing: ListingRow, viewer: UserRow | null) =>
  isPublicListing(listing) || viewer?.id === listing.ownerId || viewer?.isStaff === true;

/** A view is counted once per viewer per UTC day: the user when signed in, else a hash of the address. */
const viewerKeyOf = (request: FastifyRequest, viewer: UserRow | null) =>
  viewer ? `user:${viewer.id}` : `ip:${createHash('sha256').update(request.ip).digest('hex').slice(0, 32)}`;

export function listingRoutes(app: App, services: Services) {
  const { db, storage, config, views, cache } = services;

  async function listingById(id: string) {
    const row = await listingRowById(db, id);
    if (!row) throw notFound(listingMessages.notFound);
    return row;
  }

  /** The listing's record (row, owner, photos, inquiries) in one query; 404 when there is none. */
  async function recordById(id: string, q: Queryable = db) {
    const [record] = await selectListings(q).where(eq(listings.id, id));
    if (!record) throw notFound(listingMessages.notFound);
    return record;
  }

  const answer = async (id: string, q: Queryable = db): Promise<Listing> => toListing(await recordById(id, q), storage);

  /**
   * The validated fields and photo plan of a create or edit: the first rule's message otherwise.
   * Edit: `keptPhotos` (saved URLs, in the order wanted) stay, the other saved photos go; without
   * it every saved photo stays. New photos follow the kept ones.
   */
  function checkedListing(form: ListingForm, saved: ListingPhotoRow[]) {
    const parsed = parseListingFormFields(form.parts);
    if (!parsed.ok) throw badRequest(parsed.message);
    const byUrl = new Map(saved.map((row) => [storage.url(row.fileKey), row]));
    const keep = parsed.keptPhotos ? [...new Set(parsed.keptPhotos)].flatMap((url) => byUrl.get(url) ?? []) : saved;
    const message = firstListingError(parsed.fields, keep.length + form.photos.length);
    if (message) throw badRequest(message);
    return {
      columns: columnsOfListing(normalizeListingFields(parsed.fields)),
      keep,
      remove: saved.filter((row) => !keep.includes(row)),
    };
  }

  /** A save whose new photos leave storage again when it fails (server/media/unused.ts). */
  const saving = <T>(request: FastifyRequest, uploads: PreparedImage[], save: () => Promise<T>) =>
    savingUploads(db, storage, uploads, save, (error) =>
      request.log.error({ err: error }, 'could not remove the photos of a failed save'),
    );

  /** Inside the save transaction: the photo rows become the kept ones, then the new ones, renumbered. */
  async function savePhotos(tx: Queryable, listingId: string, keep: ListingPhotoRow[], uploads: PreparedImage[]) {
    await tx.delete(listingPhotos).where(eq(listingPhotos.listingId, listingId));
    const images = [...keep, ...uploads].map(({ fileKey, cardKey, contentType }) => ({
      fileKey,
      cardKey,
      contentType,
    }));
    if (images.length > 0)
      await tx.insert(listingPhotos).values(images.map((image, position) => ({ listingId, position, ...image })));
  }

  app.post(apiPaths.listings, { config: { idempotent: true } }, async (request, reply) => {
    const owner = await signedInPoster(services, request);
    const form = await readListingForm(request);
    const { columns } = checkedListing(form, []);
    const uploads = await prepareImages(form.photos, PHOTO_LABEL);
    const listing = await saving(request, uploads, () =>
      db.transaction((tx) =>
        answeringOnce(tx, request, 201, async () => {
          const [row] = await tx
            .insert(listings)
            .values({
              ...columns,
              ownerId: owner.id,
              createdAt: config.now(),
              updatedAt: config.now(),
              confirmedAt: config.now(),
            })
            .returning({ id: listings.id });
          if (!row) throw new Error('insert returned no row');
          await savePhotos(tx, row.id, [], uploads);
          return answer(row.id, tx);
        }),
      ),
    );
    request.log.info({ listingId: listing._id, ownerId: owner.id }, 'listing submitted for review');
    return reply.status(201).send(listing);
  });

  /** The listing as the viewer may see it. */
  async function listingFor(id: string, viewer: UserRow | null) {
    const record = await recordById(id);
    // A listing under review is not public: say it does not exist rather than that it is hidden.
    if (!canSeeListing(record.row, viewer)) {
      // docs/listings.md#listing-status: an approved listing that is not live says why.
      if (record.row.reviewState === 'approved') throw notLiveError(record.row.status);
      throw notFound(listingMessages.notFound);
    }
    return toListing(record, storage);
  }

  app.get(routePattern(apiPaths.listing), { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    const viewer = await viewerOf(services, request);
    if (!viewer) {
      const served = await cache.serve(
        request,
        reply,
        { key: `listing ${id}`, tags: (listing) => [cacheTags.listing(id), cacheTags.account(listing.postedBy)] },
        () => listingFor(id, null),
      );
      // Served to everyone: approved, so the view counts.
      views.count(id, viewerKeyOf(request, null));
      return served;
    }
    const listing = await listingFor(id, viewer);
    if (listing.reviewState === 'approved' && listing.status === 'live' && listing.postedBy !== viewer.id)
      views.count(id, viewerKeyOf(request, viewer));
    return listing;
  });

  async function ownListing(request: FastifyRequest, id: string, notYours: string) {
    const user = await signedIn(services, request);
    const row = await listingById(id);
    if (row.ownerId !== user.id) throw forbidden(notYours);
    return { user, row };
  }

  app.put(routePattern(apiPaths.listing), { schema: { params: idParams } }, async (request) => {
    const { row } = await ownListing(request, request.params.id, listingMessages.notYourListing);
    const form = await readListingForm(request);
    const saved = (await photosOf(db, [row.id])).get(row.id) ?? [];
    const { columns, keep, remove } = checkedListing(form, saved);
    const uploads = await prepareImages(form.photos, PHOTO_LABEL);
    await saving(request, uploads, () =>
      db.transaction(async (tx) => {
        // An edited listing goes back to the team before it is public again.
        await tx
          .update(listings)
          .set({ ...columns, ...backToReview(config.now()) })
          .where(eq(listings.id, row.id));
        await savePhotos(tx, row.id, keep, uploads);
      }),
    );
    if (row.reviewState === 'approved') await cache.invalidate(publicListingTags(row.id));
    await deleteUnusedObjects(db, storage, remove);
    request.log.info({ listingId: row.id }, 'listing re-submitted for review');
    return answer(row.id);
  });

  app.delete(routePattern(apiPaths.listing), { schema: { params: idParams } }, async (request) => {
    const { row } = await ownListing(request, request.params.id, listingMessages.notYourListingToDelete);
    const photos = (await photosOf(db, [row.id])).get(row.id) ?? [];
    // Photos, views, inquiries and favourites go with it (foreign keys cascade).
    await db.delete(listings).where(eq(listings.id, row.id));
    if (row.reviewState === 'approved') await cache.invalidate(publicListingTags(row.id));
    await deleteUnusedObjects(db, storage, photos);
    return { message: listingMessages.deleted };
  });

  app.get(apiPaths.myListings, async (request) => {
    const owner = await signedInPoster(services, request);
    const rows = await selectListings(db)
      .where(eq(listings.ownerId, owner.id))
      .orderBy(desc(listings.createdAt), desc(listings.id));
    // docs/listings.md#report-response: the owner reads why a held listing is held.
    const holds = await reportHoldsOf(
      db,
      rows.filter((record) => record.row.status === 'held').map((record) => record.row.id),
    );
    return (await toListings(rows, storage)).map((listing) => {
      const reportHold = holds.get(listing._id);
      return reportHold ? { ...listing, reportHold } : listing;
    });
  });

  app.get(apiPaths.staffListingQueue, async (request) => {
    await signedInStaff(services, request, listingMessages.onlyStaff);
    const rows = await selectListings(db)
      .where(eq(listings.reviewState, 'pending_review'))
      // Oldest first: the poster who waited longest is served first.
      .orderBy(asc(listings.updatedAt), asc(listings.id));
    return toListings(rows, storage);
  });

  app.post(routePattern(apiPaths.staffApproveListing), { schema: { params: idParams } }, async (request) => {
    const staff = await signedInStaff(services, request, listingMessages.onlyStaff);
    await decide(services, request.log, {
      kind: 'listing',
      id: request.params.id,
      staff,
      state: 'approved',
      reason: null,
    });
    return answer(request.params.id);
  });

  app.post(
    routePattern(apiPaths.staffRejectListing),
    { schema: { params: idParams, body: rejectListingRequestSchema } },
    async (request) => {
      const staff = await signedInStaff(services, request, listingMessages.onlyStaff);
      const { id } = request.params;
      await decide(services, request.log, {
        kind: 'listing',
        id,
        staff,
        state: 'rejected',
        reason: request.body.reason,
      });
      return answer(id);
    },
  );
}
