import { z } from 'zod';
import { listingStatuses } from './freshnessRules';
import { reportWeights } from './reportWeight';
import { lazySchema } from './lazySchema';

export * from './freshnessRules';
export * from './reportWeight';

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
/** docs/listings.md#report-response: the owner's one answer to the reports that hold their listing. */
export const REPORT_RESPONSE_MAX = 500;
/** Staff's reason for removing a reported listing, read by its owner. */
export const REMOVE_REASON_MAX = 500;

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
  removeReasonTooLong: `Keep the reason under ${REMOVE_REASON_MAX} characters`,
  responseRequired: 'Write your response',
  responseTooLong: `Keep it under ${REPORT_RESPONSE_MAX} characters`,
  notHeld: 'This listing is not held by reports',
  alreadyResponded: 'You have already responded. The Nivaas team reads it with the reports.',
  responded: 'Thank you. The Nivaas team will read your response with the reports.',
} as const;

export const reportListingRequestSchema = lazySchema(() =>
  z
    .object({
      reason: z.enum(reportReasons, { message: freshnessMessages.reasonRequired }),
      text: z.string().trim().max(REPORT_TEXT_MAX, freshnessMessages.textTooLong).default(''),
    })
    // On the text, so a form shows the message beside it.
    .refine((r) => r.reason !== 'other' || r.text.length > 0, {
      message: freshnessMessages.textRequired,
      path: ['text'],
    }),
);
export type ReportListingRequest = z.input<typeof reportListingRequestSchema>;

export const listingReportSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    reason: z.enum(reportReasons),
    text: z.string(),
    reporterName: z.string(),
    createdAt: z.string(),
    /** docs/listings.md#report-weight: whether it counts toward a hold, or why it waits for staff. */
    weight: z.enum(reportWeights),
  }),
);
export type ListingReport = z.infer<typeof listingReportSchema>;

/** docs/listings.md#report-response: what the owner of a held listing wrote back, once. */
export const ownerResponseSchema = lazySchema(() => z.object({ text: z.string(), createdAt: z.string() }));
export type OwnerResponse = z.infer<typeof ownerResponseSchema>;

/**
 * docs/listings.md#report-response: on the owner's own held listing (GET /api/me/listings), why it is
 * held: the reasons of its open reports with how many gave each, most first (never who sent them),
 * and their response.
 */
export const reportHoldSchema = lazySchema(() =>
  z.object({
    reasons: z.array(z.object({ reason: z.enum(reportReasons), count: z.number().int().min(1) })),
    response: ownerResponseSchema.nullable(),
  }),
);
export type ReportHold = z.infer<typeof reportHoldSchema>;

/** POST /api/properties/{id}/report-response: the owner's one short answer. */
export const reportResponseRequestSchema = lazySchema(() =>
  z.object({
    text: z
      .string()
      .trim()
      .min(1, freshnessMessages.responseRequired)
      .max(REPORT_RESPONSE_MAX, freshnessMessages.responseTooLong),
  }),
);
export type ReportResponseRequest = z.input<typeof reportResponseRequestSchema>;

/** One entry of the staff Reports tab: the listing (GET /api/staff/reports) and its open reports. */
export const reportedListingSchema = lazySchema(() =>
  z.object({
    listingId: z.string(),
    title: z.string(),
    city: z.string(),
    locality: z.string(),
    ownerName: z.string(),
    status: z.enum(listingStatuses),
    reports: z.array(listingReportSchema),
    /** docs/listings.md#report-response: the owner's answer, null until they give it. */
    ownerResponse: ownerResponseSchema.nullable(),
  }),
);
export type ReportedListing = z.infer<typeof reportedListingSchema>;
export const reportedListingListSchema = lazySchema(() => z.array(reportedListingSchema));

/**
 * POST /api/listing-confirmations (docs/listings.md#confirm-link): the listing the e-mailed link confirmed,
 * so the page it opens can name it and link to it. The token is the owner's, mailed to them alone.
 */
export const linkConfirmationSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    listing: z.object({ _id: z.string(), title: z.string() }),
  }),
);
export type LinkConfirmation = z.infer<typeof linkConfirmationSchema>;

export const removeListingRequestSchema = lazySchema(() =>
  z.object({
    reason: z
      .string()
      .trim()
      .min(1, freshnessMessages.removeReasonRequired)
      .max(REMOVE_REASON_MAX, freshnessMessages.removeReasonTooLong),
  }),
);
export type RemoveListingRequest = z.input<typeof removeListingRequestSchema>;
