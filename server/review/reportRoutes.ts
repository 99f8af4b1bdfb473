import { eq } from 'drizzle-orm';
import {
  apiPaths,
  listingMessages,
  removeListingRequestSchema,
  type ReportedListing,
  routePattern,
} from '@/api/contract';
import { listings } from '../db/schema';
import { signedInStaff } from '../http/auth';
import { deleteUnusedObjects } from '../media/unused';
import { publicListingTags } from '../http/responseCache';
import { listingForStaff } from './service';
import { notifyReportOutcome } from '../notifications/ownerEvents';
import { mailNotified } from '../notifications/service';
import type { App, Services } from '../services';
import { closeReports, reportedListings } from './reportService';
import { deleteRevision } from './revisionQueries';
import { idParams } from '../http/params';

/** docs/listings.md#listing-reports: staff read the reported listings and restore or remove them. */
export function staffReportRoutes(app: App, services: Services) {
  const { db, config, cache, storage } = services;

  app.get(apiPaths.staffReports, async (request): Promise<ReportedListing[]> => {
    await signedInStaff(services, request, listingMessages.onlyStaff);
    return reportedListings(db, config.now());
  });

  app.post(routePattern(apiPaths.staffRestoreListing), { schema: { params: idParams } }, async (request) => {
    const staff = await signedInStaff(services, request, listingMessages.onlyStaff);
    const row = await listingForStaff(db, request.params.id, staff);
    const mail = await db.transaction(async (tx) => {
      // docs/listings.md#report-weight: dismissed, these reports never count again.
      await closeReports(tx, row.id, 'dismissed', config.now());
      if (row.status === 'held') await tx.update(listings).set({ status: 'live' }).where(eq(listings.id, row.id));
      return notifyReportOutcome(tx, row, { removed: false }, config.now());
    });
    await cache.invalidate(publicListingTags(row.id));
    await mailNotified(services, [mail]);
    request.log.info({ listingId: row.id, reviewerId: staff.id }, 'reports dismissed, listing restored');
    return { message: 'Listing restored' };
  });

  app.post(
    routePattern(apiPaths.staffRemoveListing),
    { schema: { params: idParams, body: removeListingRequestSchema } },
    async (request) => {
      const staff = await signedInStaff(services, request, listingMessages.onlyStaff);
      const row = await listingForStaff(db, request.params.id, staff);
      const { revision, mail } = await db.transaction(async (tx) => {
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
        const outcome = { removed: true, reason: request.body.reason } as const;
        // Its waiting edit goes too: the owner's next edit sends the whole listing back to review.
        return {
          revision: await deleteRevision(tx, 'listing', row.id),
          mail: await notifyReportOutcome(tx, row, outcome, config.now()),
        };
      });
      await cache.invalidate(publicListingTags(row.id));
      await mailNotified(services, [mail]);
      if (revision) await deleteUnusedObjects(db, storage, revision.images);
      request.log.info({ listingId: row.id, reviewerId: staff.id }, 'reported listing removed');
      return { message: 'Listing removed' };
    },
  );
}
