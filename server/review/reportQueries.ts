import { and, asc, count, eq, gte, inArray, isNull, min, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import {
  builderProjects,
  listingReportResponses,
  listingReports,
  listings,
  users,
  type ListingReportRow,
  type ReportOutcome,
} from '../db/schema';

/** Open reports (of one listing, or all) with their reporter and listing, oldest report first. */
export function selectOpenReports(db: Queryable, listingId?: string) {
  const open: SQL[] = [isNull(listingReports.closedAt)];
  if (listingId) open.push(eq(listingReports.listingId, listingId));
  return (
    db
      .select({
        report: listingReports,
        reporter: { name: users.name, email: users.email, createdAt: users.createdAt },
        listing: listings,
      })
      .from(listingReports)
      .innerJoin(users, eq(users.id, listingReports.reporterId))
      .innerJoin(listings, eq(listings.id, listingReports.listingId))
      .where(and(...open))
      // Oldest report first: the listing reported longest ago is served first.
      .orderBy(asc(listingReports.createdAt), asc(listingReports.id))
  );
}
export type OpenReportRecord = Awaited<ReturnType<typeof selectOpenReports>>[number];

/** When staff approved each reporter's first listing or project that is still approved. */
export async function approvedItemsSince(db: Queryable, ownerIds: string[]) {
  const since = new Map<string, Date>();
  if (ownerIds.length === 0) return since;
  // One after the other: `db` may be a transaction's one connection (a report's weighing).
  const ownListings = await db
    .select({ ownerId: listings.ownerId, first: min(listings.reviewedAt) })
    .from(listings)
    .where(and(inArray(listings.ownerId, ownerIds), eq(listings.reviewState, 'approved')))
    .groupBy(listings.ownerId);
  const ownProjects = await db
    .select({ ownerId: builderProjects.ownerId, first: min(builderProjects.reviewedAt) })
    .from(builderProjects)
    .where(and(inArray(builderProjects.ownerId, ownerIds), eq(builderProjects.reviewState, 'approved')))
    .groupBy(builderProjects.ownerId);
  for (const { ownerId, first } of [...ownListings, ...ownProjects]) {
    if (!first) continue;
    const at = new Date(first);
    const known = since.get(ownerId);
    if (!known || at < known) since.set(ownerId, at);
  }
  return since;
}

/** The reporters' dismissed reports: those closed since `since`, and any on the given listings. */
export function dismissedReportsOf(db: Queryable, reporterIds: string[], listingIds: string[], since: Date) {
  if (reporterIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      reporterId: listingReports.reporterId,
      listingId: listingReports.listingId,
      closedAt: listingReports.closedAt,
    })
    .from(listingReports)
    .where(
      and(
        inArray(listingReports.reporterId, reporterIds),
        eq(listingReports.outcome, 'dismissed'),
        or(gte(listingReports.closedAt, since), inArray(listingReports.listingId, listingIds)),
      ),
    );
}

/** The owners' responses to the reports on these listings. */
export async function responsesTo(db: Queryable, listingIds: string[]) {
  if (listingIds.length === 0) return new Map<string, { text: string; createdAt: Date }>();
  const rows = await db
    .select()
    .from(listingReportResponses)
    .where(inArray(listingReportResponses.listingId, listingIds));
  return new Map(rows.map(({ listingId, ...response }) => [listingId, response]));
}

/** The names of the listings' owners. */
export async function ownerNames(db: Queryable, ownerIds: string[]) {
  if (ownerIds.length === 0) return new Map<string, string>();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ownerIds));
  return new Map(rows.map((u) => [u.id, u.name]));
}

/** How many reports the account sent since `since`. */
export async function reportsSentSince(db: Queryable, reporterId: string, since: Date) {
  const [sent] = await db
    .select({ n: count() })
    .from(listingReports)
    .where(and(eq(listingReports.reporterId, reporterId), gte(listingReports.createdAt, since)));
  return sent?.n ?? 0;
}

/** Saves a report: false when this account has already reported the listing. */
export async function insertReport(
  db: Queryable,
  report: Pick<ListingReportRow, 'listingId' | 'reporterId' | 'reason' | 'text' | 'createdAt'>,
) {
  const saved = await db
    .insert(listingReports)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: listingReports.id });
  return saved.length > 0;
}

/** Holds the listing if it is live: false when it was not (a concurrent report held it first). */
export async function holdLiveListing(db: Queryable, listingId: string) {
  const held = await db
    .update(listings)
    .set({ status: 'held' })
    .where(and(eq(listings.id, listingId), eq(listings.status, 'live')))
    .returning({ id: listings.id });
  return held.length > 0;
}

/** Closes the listing's open reports with the outcome and forgets the owner's response: how many closed. */
export async function closeOpenReports(db: Queryable, listingId: string, outcome: ReportOutcome, now: Date) {
  const closed = await db
    .update(listingReports)
    .set({ closedAt: now, outcome })
    .where(and(eq(listingReports.listingId, listingId), isNull(listingReports.closedAt)))
    .returning({ id: listingReports.id });
  if (closed.length > 0) await db.delete(listingReportResponses).where(eq(listingReportResponses.listingId, listingId));
  return closed.length;
}

/** The reasons of each listing's open reports, with how many gave each: one query for all the listings. */
export async function openReportReasons(db: Queryable, listingIds: string[]) {
  const rows = await db
    .select({ listingId: listingReports.listingId, reason: listingReports.reason, n: count() })
    .from(listingReports)
    .where(and(inArray(listingReports.listingId, listingIds), isNull(listingReports.closedAt)))
    .groupBy(listingReports.listingId, listingReports.reason);
  const reasons = new Map<string, { reason: (typeof rows)[number]['reason']; count: number }[]>();
  for (const { listingId, reason, n } of rows)
    reasons.set(listingId, [...(reasons.get(listingId) ?? []), { reason, count: n }]);
  return reasons;
}

/** Saves the owner's response to the reports holding the listing: false when there already is one. */
export async function insertReportResponse(db: Queryable, listingId: string, text: string, now: Date) {
  const saved = await db
    .insert(listingReportResponses)
    .values({ listingId, text, createdAt: now })
    .onConflictDoNothing()
    .returning({ listingId: listingReportResponses.listingId });
  return saved.length > 0;
}
