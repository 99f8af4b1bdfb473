import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { apiPaths, listingMessages, rejectListingRequestSchema, revisionMessages, routePattern } from '@/api/contract';
import type { UserRow } from '../db/schema';
import { withKmFromLocalityCentre } from '../localities/distance';
import { signedIn, signedInPoster, signedInStaff, viewerOf } from '../http/auth';
import { placeColumns } from '../places/itemPlaces';
import { answeringOnce } from '../http/idempotency';
import { notFound } from '../http/errors';
import { idParams } from '../http/params';
import { cacheTags, publicListingTags } from '../http/responseCache';
import { prepareImages, type PreparedImage } from '../media/images';
import { stagedImages } from '../media/staged';
import { deleteUnusedObjects, savingUploads } from '../media/unused';
import { imagesToEdit, saveItemEdit, withdrawRevision } from '../review/revisions';
import { decide } from '../review/service';
import type { App, Services } from '../services';
import { PHOTO_LABEL, readListingForm } from './form';
import { deleteListing, insertListing } from './queries';
import { checkedListing, listingFor, listingQueue, ownerListings, ownListingRow } from './service';

/** A view is counted once per viewer per UTC day: the user when signed in, else a hash of the address. */
const viewerKeyOf = (request: FastifyRequest, viewer: UserRow | null) =>
  viewer ? `user:${viewer.id}` : `ip:${createHash('sha256').update(request.ip).digest('hex').slice(0, 32)}`;

const listingPath = routePattern(apiPaths.listing);

export function listingRoutes(app: App, services: Services) {
  const { db, database, storage, config, views, cache } = services;

  /** A save whose new photos leave storage again when it fails (server/media/unused.ts). */
  const saving = <T>(request: FastifyRequest, uploads: PreparedImage[], save: () => Promise<T>) =>
    savingUploads(db, storage, uploads, save, (error) =>
      request.log.error({ err: error }, 'could not remove the photos of a failed save'),
    );

  app.post(apiPaths.listings, { config: { idempotent: true } }, async (request, reply) => {
    const owner = await signedInPoster(services, request);
    const form = await readListingForm(request);
    const { columns, pin, uploaded } = checkedListing(form, [], storage);
    const newId = randomUUID();
    const placed = { ...columns, ...placeColumns(pin, columns.pincode, newId), id: newId, ownerId: owner.id };
    const staged = await stagedImages(storage, uploaded);
    const uploads = await prepareImages(form.photos, PHOTO_LABEL);
    const listing = await saving(request, uploads, () =>
      db.transaction((tx) =>
        answeringOnce(tx, request, 201, async () => {
          const photos = [...staged, ...uploads];
          const id = await insertListing(tx, placed, photos, config.now());
          return listingFor(tx, storage, id, owner);
        }),
      ),
    );
    request.log.info({ listingId: listing._id, ownerId: owner.id }, 'listing submitted for review');
    return reply.status(201).send(listing);
  });

  app.get(listingPath, { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    const viewer = await viewerOf(services, request);
    if (!viewer) {
      const served = await cache.serve(
        request,
        reply,
        { key: `listing ${id}`, tags: (listing) => [cacheTags.listing(id), cacheTags.account(listing.postedBy)] },
        async () => withKmFromLocalityCentre(database, 'listing', id, await listingFor(db, storage, id, null)),
      );
      // Served to everyone: approved, so the view counts.
      views.count(id, viewerKeyOf(request, null));
      return served;
    }
    const listing = await listingFor(db, storage, id, viewer);
    if (listing.reviewState === 'approved' && listing.status === 'live' && listing.postedBy !== viewer.id)
      views.count(id, viewerKeyOf(request, viewer));
    return withKmFromLocalityCentre(database, 'listing', id, listing);
  });

  app.put(listingPath, { schema: { params: idParams } }, async (request) => {
    const owner = await signedIn(services, request);
    const row = await ownListingRow(db, request.params.id, owner, listingMessages.notYourListing);
    const form = await readListingForm(request);
    const checked = checkedListing(form, await imagesToEdit(db, 'listing', row), storage);
    const { keep, uploaded, remove } = checked;
    const columns = { ...checked.columns, ...placeColumns(checked.pin, checked.columns.pincode, row.id, row) };
    const staged = await stagedImages(storage, uploaded);
    const uploads = await prepareImages(form.photos, PHOTO_LABEL);
    const images = [...keep, ...staged, ...uploads];
    const saved = await saving(request, uploads, () =>
      db.transaction((tx) => saveItemEdit(tx, { kind: 'listing', published: row, columns, images }, config.now())),
    );
    if (saved.publicChanged) await cache.invalidate(publicListingTags(row.id));
    await deleteUnusedObjects(db, storage, [...remove, ...saved.dropped]);
    request.log.info({ listingId: row.id, live: saved.publicChanged }, 'listing edited');
    return listingFor(db, storage, row.id, owner);
  });

  app.delete(listingPath, { schema: { params: idParams } }, async (request) => {
    const owner = await signedIn(services, request);
    const row = await ownListingRow(db, request.params.id, owner, listingMessages.notYourListingToDelete);
    // Photos, views, inquiries, favourites and a waiting edit go with it (foreign keys cascade).
    const images = await deleteListing(db, row.id);
    if (row.reviewState === 'approved') await cache.invalidate(publicListingTags(row.id));
    await deleteUnusedObjects(db, storage, images);
    return { message: listingMessages.deleted };
  });

  // docs/review.md#revisions: the owner takes back the changes waiting (or rejected) beside the live version.
  app.delete(routePattern(apiPaths.listingRevision), { schema: { params: idParams } }, async (request) => {
    const owner = await signedIn(services, request);
    const row = await ownListingRow(db, request.params.id, owner, listingMessages.notYourListing);
    if (!(await withdrawRevision(services, 'listing', row.id))) throw notFound(revisionMessages.noRevision);
    return { message: revisionMessages.withdrawn, listing: await listingFor(db, storage, row.id, owner) };
  });

  app.get(apiPaths.myListings, async (request) => ownerListings(db, storage, await signedInPoster(services, request)));

  app.get(apiPaths.staffListingQueue, async (request) =>
    listingQueue(db, storage, await signedInStaff(services, request, listingMessages.onlyStaff)),
  );

  app.post(routePattern(apiPaths.staffApproveListing), { schema: { params: idParams } }, async (request) => {
    const staff = await signedInStaff(services, request, listingMessages.onlyStaff);
    const { id } = request.params;
    await decide(services, request.log, { kind: 'listing', id, staff, state: 'approved', reason: null });
    return listingFor(db, storage, id, staff);
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
      return listingFor(db, storage, id, staff);
    },
  );
}
