import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReportReason } from '@/api/contract';
import { users } from './accounts';
import { createdAt, id, moment } from './columns';
import { listings, ofListing } from './listings';

/** How staff closed a report: dismissed (the listing restored) or upheld (the listing removed). */
export const reportOutcomes = ['dismissed', 'upheld'] as const;
export type ReportOutcome = (typeof reportOutcomes)[number];

/** docs/listings.md#listing-reports: a signed-in user's report; open until staff restore or remove. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: id(),
    listingId: ofListing(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    text: text('text').notNull().default(''),
    /** Null while open; set when staff decide. */
    closedAt: moment('closed_at'),
    /** docs/listings.md#report-weight: null while open; a dismissed report never counts again. */
    outcome: text('outcome').$type<ReportOutcome>(),
    createdAt: createdAt(),
  },
  (t) => [
    // One open report per user per listing.
    uniqueIndex('listing_reports_open_unique')
      .on(t.listingId, t.reporterId)
      .where(sql`${t.closedAt} is null`),
    // docs/listings.md#report-weight: a reporter's dismissed reports, by when they were closed.
    index('listing_reports_reporter_outcome_idx').on(t.reporterId, t.outcome, t.closedAt),
  ],
);

/**
 * docs/listings.md#report-response: the owner's one answer to the reports holding their listing;
 * gone when staff decide, so a later hold may be answered again.
 */
export const listingReportResponses = pgTable('listing_report_responses', {
  listingId: text('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

export type ListingReportRow = typeof listingReports.$inferSelect;
