import { z } from 'zod';
import { listingStatuses } from './freshnessRules';
import { nextTask } from './nextTask';

await nextTask();

export * from './freshnessRules';

/** docs/listings.md#listing-reports */
export const reportReasons = ['sold', 'wrong price', 'fake photos', 'broker posing as owner', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  sold: 'Already sold or rented',
  'wrong price': 'Wrong price',
  'fake photos': 'Fake photos',
  'broker posing as owner': 'Broker posing as owner',
  other: 'Other',
};
export const REPORT_TEXT_MAX = 300;
/** Open reports from this many accounts hold the listing until staff decide. */
export const REPORTS_TO_HOLD = 3;

export const freshnessMessages = {
  reasonRequired: 'Choose a reason',
  textRequired: 'Tell us what is wrong',
  textTooLong: `Keep it under ${REPORT_TEXT_MAX} characters`,
  alreadyReported: 'You have already reported this listing. The Nivaas team is looking into it.',
  ownListing: 'You cannot report your own listing',
  reported: 'Thank you. The Nivaas team will look into it.',
  tooManyReports: 'You have sent too many reports. Please try again later.',
  closed: 'This listing is marked as sold or rented',
  notLive: 'This listing is not live',
  paused: 'This listing is paused until its owner confirms it is still available.',
  held: 'This listing is paused while the Nivaas team checks reports about it.',
  sold: 'This property has been sold.',
  rented: 'This property has been rented out.',
  linkInvalid: 'This confirmation link is not valid. Sign in and confirm the listing from your dashboard.',
  linkExpired: 'This confirmation link has expired. Sign in and confirm the listing from your dashboard.',
  confirmed: 'Thank you: your listing is confirmed available.',
  noReports: 'This listing has no open reports',
  removeReasonRequired: 'Give the owner a reason',
} as const;

export const reportListingRequestSchema = z
  .object({
    reason: z.enum(reportReasons, { message: freshnessMessages.reasonRequired }),
    text: z.string().trim().max(REPORT_TEXT_MAX, freshnessMessages.textTooLong).default(''),
  })
  // On the text, so a form shows the message beside it.
  .refine((r) => r.reason !== 'other' || r.text.length > 0, {
    message: freshnessMessages.textRequired,
    path: ['text'],
  });
export type ReportListingRequest = z.input<typeof reportListingRequestSchema>;

export const listingReportSchema = z.object({
  _id: z.string(),
  reason: z.enum(reportReasons),
  text: z.string(),
  reporterName: z.string(),
  createdAt: z.string(),
});
export type ListingReport = z.infer<typeof listingReportSchema>;

/** One entry of the staff Reports tab: the listing (GET /api/staff/reports) and its open reports. */
export const reportedListingSchema = z.object({
  listingId: z.string(),
  title: z.string(),
  city: z.string(),
  locality: z.string(),
  ownerName: z.string(),
  status: z.enum(listingStatuses),
  reports: z.array(listingReportSchema),
});
export type ReportedListing = z.infer<typeof reportedListingSchema>;
export const reportedListingListSchema = z.array(reportedListingSchema);

/**
 * POST /api/listing-confirmations (docs/listings.md#confirm-link): the listing the e-mailed link confirmed,
 * so the page it opens can name it and link to it. The token is the owner's, mailed to them alone.
 */
export const linkConfirmationSchema = z.object({
  message: z.string(),
  listing: z.object({ _id: z.string(), title: z.string() }),
});
export type LinkConfirmation = z.infer<typeof linkConfirmationSchema>;

export const removeListingRequestSchema = z.object({
  reason: z.string().trim().min(1, freshnessMessages.removeReasonRequired).max(500),
});
export type RemoveListingRequest = z.input<typeof removeListingRequestSchema>;
