import {
  apiPaths,
  freshnessMessages,
  listingMessages,
  reportListingRequestSchema,
  reportResponseRequestSchema,
  routePattern,
} from '@/api/contract';
import { withUserQuota } from '../db/quota';
import { signedIn } from '../http/auth';
import { forbidden, notFound } from '../http/errors';
import { idParams } from '../http/params';
import { publicListingTags } from '../http/responseCache';
import { fileReport, respondToReports } from '../review/reportService';
import type { App, Services } from '../services';
import { isPublicListing, notLiveError } from './freshness';
import { listingRowById } from './queries';
import { ownListingRow } from './service';

/**
 * docs/listings.md#listing-reports: anyone signed in reports a live listing; reports that count
 * (docs/listings.md#report-weight) hold it; its owner responds once (staff decide: server/review/reportRoutes.ts).
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
      const row = await ownListingRow(db, request.params.id, user, listingMessages.notYourListing);
      await respondToReports(db, row, request.body.text, config.now());
      return { message: freshnessMessages.responded };
    },
  );
}
