import {
  DAY_MS,
  DISMISSED_WINDOW_DAYS,
  freshnessMessages,
  holdsListing,
  reportReasons,
  weighReports,
  type ReportedListing,
  type ReportHold,
  type ReportListingRequest,
  type ReportWeight,
} from '@/api/contract';
import type { Queryable } from '../db/client';
import { holdLock } from '../db/quota';
import type { ListingRow, ReportOutcome } from '../db/schema';
import { conflict, tooManyRequests } from '../http/errors';
import {
  approvedItemsSince,
  closeOpenReports,
  dismissedReportsOf,
  holdLiveListing,
  insertReport,
  insertReportResponse,
  openReportReasons,
  ownerNames,
  reportsSentSince,
  responsesTo,
  selectOpenReports,
  type OpenReportRecord,
} from './reportQueries';

/** docs/listings.md#listing-reports: at most this many reports a day from one account. */
export const REPORTS_PER_DAY = 10;

/**
 * docs/listings.md#report-weight: the weight of each open report, by report id. The rule itself is
 * the contract's `weighReports`; this gathers what it reads about each reporter.
 */
export async function weighOpenReports(db: Queryable, records: OpenReportRecord[], now: Date) {
  const reporterIds = [...new Set(records.map((r) => r.report.reporterId))];
  const listingIds = [...new Set(records.map((r) => r.report.listingId))];
  const windowStart = new Date(now.getTime() - DISMISSED_WINDOW_DAYS * DAY_MS);
  // One after the other: a report is weighed inside its transaction, on one connection.
  const approved = await approvedItemsSince(db, reporterIds);
  const dismissed = await dismissedReportsOf(db, reporterIds, listingIds, windowStart);
  const weights = new Map<string, ReportWeight>();
  for (const listingId of listingIds) {
    const open = records.filter((r) => r.report.listingId === listingId);
    const weighed = weighReports(
      open.map(({ report, reporter }) => {
        const own = dismissed.filter((d) => d.reporterId === report.reporterId);
        return {
          email: reporter.email,
          accountSince: reporter.createdAt,
          approvedItemSince: approved.get(report.reporterId) ?? null,
          reportedAt: report.createdAt,
          dismissedHere: own.some((d) => d.listingId === listingId),
          dismissedRecently: own.filter((d) => d.closedAt !== null && d.closedAt >= windowStart).length,
        };
      }),
    );
    open.forEach(({ report }, i) => weights.set(report.id, weighed[i]!));
  }
  return weights;
}

/**
 * Files a report on a live (or already held) listing and holds the listing when the reports that
 * count reach the threshold. True when this report held it. Inside the reporter's quota lock
 * (withUserQuota 'reports'): the day's count and the insert are one step per reporter.
 */
export async function fileReport(
  db: Queryable,
  listing: ListingRow,
  reporterId: string,
  body: ReportListingRequest,
  now: Date,
) {
  if ((await reportsSentSince(db, reporterId, new Date(now.getTime() - DAY_MS))) >= REPORTS_PER_DAY)
    throw tooManyRequests(freshnessMessages.tooManyReports);
  // The listing's reports are weighed one report at a time: two reporters at once would each count
  // without the other's report and neither hold it. Taken after the reporter's lock, always in
  // that order, so two reports never wait on each other in a circle.
  await holdLock(db, 'listing-reports', listing.id);
  const report = { listingId: listing.id, reporterId, reason: body.reason, text: body.text ?? '', createdAt: now };
  if (!(await insertReport(db, report))) throw conflict(freshnessMessages.alreadyReported);
  if (listing.status !== 'live') return false;
  const open = await selectOpenReports(db, listing.id);
  const weights = await weighOpenReports(db, open, now);
  if (!holdsListing([...weights.values()])) return false;
  // Only a live listing is held: a concurrent report that held it first leaves nothing to do.
  return holdLiveListing(db, listing.id);
}

/** Closes the listing's open reports with staff's outcome; 409 when there were none (another reviewer decided). */
export async function closeReports(db: Queryable, listingId: string, outcome: ReportOutcome, now: Date) {
  // The owner's response answered these reports: it goes with them, so a later hold may be answered again.
  if ((await closeOpenReports(db, listingId, outcome, now)) === 0) throw conflict(freshnessMessages.noReports);
}

/** docs/review.md#reports-tab: each reported listing once, with its open reports (weighed) and the owner's response. */
export async function reportedListings(db: Queryable, now: Date): Promise<ReportedListing[]> {
  const records = await selectOpenReports(db);
  const listingIds = [...new Set(records.map((r) => r.listing.id))];
  const [weights, owners, responses] = await Promise.all([
    weighOpenReports(db, records, now),
    ownerNames(db, [...new Set(records.map((r) => r.listing.ownerId))]),
    responsesTo(db, listingIds),
  ]);
  const byListing = new Map<string, ReportedListing>();
  for (const { report, reporter, listing } of records) {
    const response = responses.get(listing.id);
    const entry = byListing.get(listing.id) ?? {
      listingId: listing.id,
      title: listing.title,
      city: listing.city,
      locality: listing.locality,
      ownerName: owners.get(listing.ownerId) ?? '',
      status: listing.status,
      reports: [],
      ownerResponse: response ? { text: response.text, createdAt: response.createdAt.toISOString() } : null,
    };
    entry.reports.push({
      _id: report.id,
      reason: report.reason,
      text: report.text,
      reporterName: reporter.name,
      createdAt: report.createdAt.toISOString(),
      weight: weights.get(report.id) ?? 'new account',
    });
    byListing.set(listing.id, entry);
  }
  return [...byListing.values()];
}

/**
 * docs/listings.md#report-response: why each of the owner's held listings is held: the reasons of
 * its open reports, most given first (never who sent them nor their words), and the owner's response.
 */
export async function reportHoldsOf(db: Queryable, held: string[]): Promise<Map<string, ReportHold>> {
  const holds = new Map<string, ReportHold>();
  if (held.length === 0) return holds;
  const [reasons, responses] = await Promise.all([openReportReasons(db, held), responsesTo(db, held)]);
  held.forEach((listingId) => {
    const response = responses.get(listingId);
    holds.set(listingId, {
      reasons: [...(reasons.get(listingId) ?? [])].sort(
        (a, b) => b.count - a.count || reportReasons.indexOf(a.reason) - reportReasons.indexOf(b.reason),
      ),
      response: response ? { text: response.text, createdAt: response.createdAt.toISOString() } : null,
    });
  });
  return holds;
}

/** docs/listings.md#report-response: the owner answers the reports holding their listing, once per hold. */
export async function respondToReports(db: Queryable, listing: ListingRow, text: string, now: Date) {
  if (listing.status !== 'held') throw conflict(freshnessMessages.notHeld);
  if (!(await insertReportResponse(db, listing.id, text, now))) throw conflict(freshnessMessages.alreadyResponded);
}
