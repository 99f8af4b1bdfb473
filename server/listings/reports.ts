import { and, asc, count, eq, gte, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  apiPaths,
  freshnessMessages,
  listingMessages,
  REPORTS_TO_HOLD,
  removeListingRequestSchema,
  reportListingRequestSchema,
  type ReportedListing,
} from '@/api/contract';
import { listingReports, listings, users } from '../db/schema';
import { signedIn, signedInStaff } from '../http/auth';
import { conflict, forbidden, notFound, tooManyRequests } from '../http/errors';
import { publicListingTags } from '../http/responseCache';
import { listingForStaff } from '../review/service';
import type { App, Services } from '../services';
import { isPublicListing, notLiveError } from './freshness';
import { listingRowById } from './records';

const idParams = z.object({ id: z.string().min(1).max(100) });
/** docs/listings.md#listing-reports: at most this many reports a day from one account. */
export const REPORTS_PER_DAY = 10;
const DAY = 24 * 60 * 60 * 1000;

/** docs/listings.md#listing-reports: anyone signed in reports a live listing; staff restore or remove it. */
export function listingReportRoutes(app: App, services: Services) {
  const { db, config, cache } = services;

  app.post(
    '/api/properties/:id/reports',
    { schema: { params: idParams, body: reportListingRequestSchema } },
    async (request, reply) => {
      const user = await signedIn(services, request);
      const row = await listingRowById(db, request.params.id);
      if (!row || row.reviewState !== 'approved') throw notFound(listingMessages.notFound);
      if (row.ownerId === user.id) throw forbidden(freshnessMessages.ownListing);
      if (!isPublicListing(row) && row.status !== 'held') throw notLiveError(row.status);
      const now = config.now();
      const [recent] = await db
        .select({ n: count() })
        .from(listingReports)
        .where(
          and(eq(listingReports.reporterId, user.id), gte(listingReports.createdAt, new Date(now.getTime() - DAY))),
        );
      if ((recent?.n ?? 0) >= REPORTS_PER_DAY) throw tooManyRequests(freshnessMessages.tooManyReports);
      const [saved] = await db
        .insert(listingReports)
        .values({ listingId: row.id, reporterId: user.id, ...request.body, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: listingReports.id });
      if (!saved) throw conflict(freshnessMessages.alreadyReported);
      const [open] = await db
        .select({ n: count() })
        .from(listingReports)
        .where(and(eq(listingReports.listingId, row.id), isNull(listingReports.closedAt)));
      // Open reports are one per account (a unique index), so this counts accounts.
      if ((open?.n ?? 0) >= REPORTS_TO_HOLD && row.status === 'live') {
        await db.update(listings).set({ status: 'held' }).where(eq(listings.id, row.id));
        await cache.invalidate(publicListingTags(row.id));
        request.log.info({ listingId: row.id }, 'listing held by reports');
      }
      return reply.status(201).send({ message: freshnessMessages.reported });
    },
  );

  app.get(apiPaths.staffReports, async (request): Promise<ReportedListing[]> => {
    await signedInStaff(services, request, listingMessages.onlyStaff);
    const rows = await db
      .select({ report: listingReports, reporterName: users.name, listing: listings })
      .from(listingReports)
      .innerJoin(users, eq(users.id, listingReports.reporterId))
      .innerJoin(listings, eq(listings.id, listingReports.listingId))
      .where(isNull(listingReports.closedAt))
      // Oldest report first: the listing reported longest ago is served first.
      .orderBy(asc(listingReports.createdAt), asc(listingReports.id));
    const owners = new Map(
      rows.length === 0
        ? []
        : (
            await db
              .select({ id: users.id, name: users.name })
              .from(users)
              .where(inArray(users.id, [...new Set(rows.map((r) => r.listing.ownerId))]))
          ).map((u) => [u.id, u.name]),
    );
    const byListing = new Map<string, ReportedListing>();
    for (const { report, reporterName, listing } of rows) {
      const entry = byListing.get(listing.id) ?? {
        listingId: listing.id,
        title: listing.title,
        city: listing.city,
        locality: listing.locality,
        ownerName: owners.get(listing.ownerId) ?? '',
        status: listing.status,
        reports: [],
      };
      entry.reports.push({
        _id: report.id,
        reason: report.reason,
        text: report.text,
        reporterName,
        createdAt: report.createdAt.toISOString(),
      });
      byListing.set(listing.id, entry);
    }
    return [...byListing.values()];
  });

  /** Closes the listing's open reports; 409 when there were none (another reviewer decided). */
  async function closeReports(listingId: string) {
    const closed = await db
      .update(listingReports)
      .set({ closedAt: config.now() })
      .where(and(eq(listingReports.listingId, listingId), isNull(listingReports.closedAt)))
      .returning({ id: listingReports.id });
    if (closed.length === 0) throw conflict(freshnessMessages.noReports);
  }

  app.post('/api/staff/reports/:id/restore', { schema: { params: idParams } }, async (request) => {
    const staff = await signedInStaff(services, request, listingMessages.onlyStaff);
    const row = await listingForStaff(db, request.params.id, staff);
    await closeReports(row.id);
    if (row.status === 'held') await db.update(listings).set({ status: 'live' }).where(eq(listings.id, row.id));
    await cache.invalidate(publicListingTags(row.id));
    request.log.info({ listingId: row.id, reviewerId: staff.id }, 'reports dismissed, listing restored');
    return { message: 'Listing restored' };
  });

  app.post(
    '/api/staff/reports/:id/remove',
    { schema: { params: idParams, body: removeListingRequestSchema } },
    async (request) => {
      const staff = await signedInStaff(services, request, listingMessages.onlyStaff);
      const row = await listingForStaff(db, request.params.id, staff);
      await closeReports(row.id);
      // Taken down as a rejection: the owner reads the reason and may edit it back into review.
      await db
        .update(listings)
        .set({
          reviewState: 'rejected',
          reviewReason: request.body.reason,
          reviewedAt: config.now(),
          reviewedBy: staff.id,
          status: row.status === 'held' ? 'live' : row.status,
        })
        .where(eq(listings.id, row.id));
      await cache.invalidate(publicListingTags(row.id));
      request.log.info({ listingId: row.id, reviewerId: staff.id }, 'reported listing removed');
      return { message: 'Listing removed' };
    },
  );
}
