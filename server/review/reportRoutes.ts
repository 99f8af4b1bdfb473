import { eq } from 'drizzle-orm';
import {
  apiPaths,
  freshnessMessages,
  listingMessages,
  removeListingRequestSchema,
  reportListingRequestSchema,
  reportResponseRequestSchema,
  type ReportedListing,
  routePattern,
} from '@/api/contract';
import { withUserQuota } from '../db/quota';
import { listings } from '../db/schema';
import { signedIn, signedInStaff } from '../http/auth';
import { forbidden, notFound } from '../http/errors';
import { publicListingTags } from '../http/responseCache';
import { isPublicListing, notLiveError } from '../listings/freshness';
import { listingRowById } from '../listings/records';
import { listingForStaff } from './service';
import type { App, Services } from '../services';
import { closeReports, fileReport, reportedListings, respondToReports } from './reportService';
import { idParams } from '../http/params';

/**
 * docs/listings.md#listing-reports: anyone signed in reports a live listing; reports that count
 * (docs/listings.md#report-weight) hold it; its owner responds once; staff restore or remove it.
 */
export function listingReportRoutes(app: App, services: Services) {
  const { db, config, cache } = services;

  app.post(
    routePattern(apiPaths.reportListing),
    { schema: { params: idParams, body: reportListingRequestSchema } },
    async (request, reply) => {
      const user = await signedIn(services, request);
      const row = await listingRowById(db, request.params.id);
      if (!row || row.reviewState !== 'approved') throw notFound(listingMessages.notFound);
      if (row.ownerId === user.id) throw forbidden(freshnessMessages.ownListing);
      if (!isPublicListing(row) && row.status !== 'held') throw notLiveError(row.status);
      const held = await withUserQuota(db, user.id, 'reports', (tx) =>
        fileReport(tx, row, user.id, request.body, config.now()),
      );
      if (held) {
        await cache.invalidate(publicListingTags(row.id));
        request.log.info({ listingId: row.id }, 'listing held by reports');
      }
      return reply.status(201).send({ message: freshnessMessages.reported });
    },
  );

  app.post(
    routePattern(apiPaths.respondToReports),
    { schema: { params: idParams, body: reportResponseRequestSchema } },
    async (request) => {
      const user = await signedIn(services, request);
      const row = await listingRowById(db, request.params.id);
      if (!row) throw notFound(listingMessages.notFound);
      if (row.ownerId !== user.id) throw forbidden(listingMessages.notYourListing);
      await respondToReports(db, row, request.body.text, config.now());
      return { message: freshnessMessages.responded };
    },
  );

  app.get(apiPaths.staffReports, async (request): Promise<ReportedListing[]> => {
    await signedInStaff(services, request, listingMessages.onlyStaff);
    return reportedListings(db, config.now());
  });

  app.post(routePattern(apiPaths.staffRestoreListing), { schema: { params: idParams } }, async (request) => {
    const staff = await signedInStaff(services, request, listingMessages.onlyStaff);
    const row = await listingForStaff(db, request.params.id, staff);
    await db.transaction(async (tx) => {
      // docs/listings.md#report-weight: dismissed, these reports never count again.
      await closeReports(tx, row.id, 'dismissed', config.now());
      if (row.status === 'held') await tx.update(listings).set({ status: 'live' }).where(eq(listings.id, row.id));
    });
    await cache.invalidate(publicListingTags(row.id));
    request.log.info({ listingId: row.id, reviewerId: staff.id }, 'reports dismissed, listing restored');
    return { message: 'Listing restored' };
  });

  app.post(
    routePattern(apiPaths.staffRemoveListing),
    { schema: { params: idParams, body: removeListingRequestSchema } },
    async (request) => {
      const staff = await signedInStaff(services, request, listingMessages.onlyStaff);
      const row = await listingForStaff(db, request.params.id, staff);
      await db.transaction(async (tx) => {
        await closeReports(tx, row.id, 'upheld', config.now());
        // Taken down as a rejection: the owner reads the reason and may edit it back into review.
        await tx
          .update(listings)
          .set({
            reviewState: 'rejected',
            reviewReason: request.body.reason,
            reviewedAt: config.now(),
            reviewedBy: staff.id,
            status: row.status === 'held' ? 'live' : row.status,
          })
          .where(eq(listings.id, row.id));
      });
      await cache.invalidate(publicListingTags(row.id));
      request.log.info({ listingId: row.id, reviewerId: staff.id }, 'reported listing removed');
      return { message: 'Listing removed' };
    },
  );
}
