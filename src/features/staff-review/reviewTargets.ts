import {
  approveListing,
  approveProject,
  getListingQueue,
  getReportedListings,
  getReviewQueue,
  rejectListing,
  rejectListingRequestSchema,
  rejectProject,
  rejectRequestSchema,
  removeListingRequestSchema,
  removeReportedListing,
  restoreReportedListing,
  swrKeys,
  type ListingQueueItem,
  type ReportedListing,
  type ReviewQueueItem,
} from '@/api';
import { listingStatusFacts, projectStatusFacts, statusOf, type ItemStatus } from '@/entities/status';
import type { QuickReason } from './quickReason';
import { unusualPriceReason } from './rateReview';
import { lacksRera, noReraReason } from './reraReview';

/** What the team reviews: builder projects and seller/agent listings, each with its own calls and words. */
export interface ReviewTarget<Item extends { _id: string }> {
  queueKey: string;
  loadQueue: () => Promise<Item[]>;
  approve: (id: string) => Promise<unknown>;
  reject: (id: string, body: { reason: string }) => Promise<unknown>;
  nameOf: (item: Item) => string;
  /** What one item is called: 'project' or 'listing'. */
  kind: string;
  /** Who reads the reason: 'builder', 'poster' or 'owner'. */
  audience: string;
  /** The two decisions' words, as in 'Could not restore ...': approve and reject unless said. */
  verbs?: { approve: string; reject: string };
  /** The reason's rule, with the message the server answers too. */
  reasonSchema: typeof rejectRequestSchema | typeof rejectListingRequestSchema | typeof removeListingRequestSchema;
  /** The one-click reasons that fit an item (docs/review.md#review-rera-flag). */
  quickReasonsOf?: (item: Item) => readonly QuickReason[];
  /** docs/review.md#revisions: whether the item is an edit of a live one (its live version stays until approved). */
  isEdit?: (item: Item) => boolean;
  /** docs/review.md#status-said-once: where the published item stands, as staff read it. */
  statusOf?: (item: Item) => ItemStatus;
}

export const projectReview: ReviewTarget<ReviewQueueItem> = {
  queueKey: swrKeys.reviewQueue,
  loadQueue: getReviewQueue,
  approve: approveProject,
  reject: rejectProject,
  nameOf: (project) => project.projectName,
  kind: 'project',
  audience: 'builder',
  reasonSchema: rejectRequestSchema,
  quickReasonsOf: (project) => [
    ...(lacksRera(project) ? [noReraReason] : []),
    ...(project.rateFlag ? [unusualPriceReason(project.rateFlag)] : []),
  ],
  isEdit: (project) => project.revision !== undefined,
  statusOf: (project) => statusOf(projectStatusFacts(project), 'staff'),
};

export const listingReview: ReviewTarget<ListingQueueItem> = {
  queueKey: swrKeys.listingQueue,
  loadQueue: getListingQueue,
  approve: approveListing,
  reject: rejectListing,
  nameOf: (listing) => listing.title,
  kind: 'listing',
  audience: 'poster',
  reasonSchema: rejectListingRequestSchema,
  quickReasonsOf: (listing) => (listing.rateFlag ? [unusualPriceReason(listing.rateFlag)] : []),
  isEdit: (listing) => listing.revision !== undefined,
  statusOf: (listing) => statusOf(listingStatusFacts(listing), 'staff'),
};

/** A reported listing as the Reports tab holds it: its listing id is the row's id. */
export type ReportedListingRow = ReportedListing & { _id: string };

/**
 * docs/review.md#reported-listings: Restore dismisses the reports (a held listing is live again),
 * Remove closes them and rejects the listing with a reason its owner reads.
 */
export const reportReview: ReviewTarget<ReportedListingRow> = {
  queueKey: swrKeys.reportedListings,
  loadQueue: async () => (await getReportedListings()).map((listing) => ({ ...listing, _id: listing.listingId })),
  approve: restoreReportedListing,
  reject: removeReportedListing,
  nameOf: (listing) => listing.title,
  kind: 'listing',
  audience: 'owner',
  verbs: { approve: 'restore', reject: 'remove' },
  reasonSchema: removeListingRequestSchema,
};
