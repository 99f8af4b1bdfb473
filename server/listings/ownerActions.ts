import { z } from 'zod';
import { apiPaths, freshnessMessages, listingMessages, routePattern } from '@/api/contract';
import { signedIn } from '../http/auth';
import { notFound } from '../http/errors';
import { publicListingTags } from '../http/responseCache';
import type { App, Services } from '../services';
import { perMinute } from '../http/routeLimits';
import { confirmListing, listingOfToken } from './freshness';
import { listingRowById, setListingStatus } from './queries';
import { listingFor, ownListingRow } from './service';
import { idParams } from '../http/params';

const linkBody = z.object({ token: z.string().min(1).max(300) });

/** docs/listings.md#confirmed-available and #mark-sold: what the owner does to keep a listing true. */
export function listingOwnerRoutes(app: App, services: Services) {
  const { db, storage, config, cache } = services;

  app.post(routePattern(apiPaths.confirmListing), { schema: { params: idParams } }, async (request) => {
    const user = await signedIn(services, request);
    const row = await ownListingRow(db, request.params.id, user, listingMessages.notYourListing);
    await confirmListing(db, cache, row, config.now());
    return listingFor(db, storage, row.id, user);
  });

  // docs/listings.md#confirm-link: no password; the signed token names the listing.
  app.post(
    apiPaths.confirmListingByLink,
    { schema: { body: linkBody }, config: perMinute(config.rateLimit.codes) },
    async (request) => {
      const listingId = listingOfToken(config.jwtSecret, request.body.token, config.now());
      const row = await listingRowById(db, listingId);
      if (!row) throw notFound(listingMessages.notFound);
      await confirmListing(db, cache, row, config.now());
      request.log.info({ listingId }, 'listing confirmed by e-mail link');
      return { message: freshnessMessages.confirmed, listing: { _id: row.id, title: row.title } };
    },
  );

  app.post(routePattern(apiPaths.closeListing), { schema: { params: idParams } }, async (request) => {
    const user = await signedIn(services, request);
    const row = await ownListingRow(db, request.params.id, user, listingMessages.notYourListing);
    await setListingStatus(db, row.id, row.purpose === 'rent' ? 'rented' : 'sold');
    if (row.reviewState === 'approved') await cache.invalidate(publicListingTags(row.id));
    return listingFor(db, storage, row.id, user);
  });
}
