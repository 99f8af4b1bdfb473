import {
  approveListing,
  approveProject,
  getListingQueue,
  getReviewQueue,
  rejectListing,
  rejectListingRequestSchema,
  rejectProject,
  rejectRequestSchema,
  swrKeys,
  type Listing,
  type ReviewQueueItem,
} from '@/api';
import { lacksRera, noReraReason } from './reraReview';

/** A reason a reviewer can put in the rejection with one click, named by what it is about. */
export interface QuickReason {
  label: string;
  reason: string;
}

/** What the team reviews: builder projects and seller/agent listings, each with its own calls and words. */
export interface ReviewTarget<Item extends { _id: string }> {
  queueKey: string;
  loadQueue: () => Promise<Item[]>;
  approve: (id: string) => Promise<unknown>;
  reject: (id: string, body: { reason: string }) => Promise<unknown>;
  nameOf: (item: Item) => string;
  /** What one item is called: 'project' or 'listing'. */
  kind: string;
  /** Who reads the reason: 'builder' or 'poster'. */
  audience: string;
  /** The reason's rule, with the message the server answers too. */
  reasonSchema: typeof rejectRequestSchema | typeof rejectListingRequestSchema;
  /** The one-click reasons that fit an item (docs/review.md#review-rera-flag). */
  quickReasonsOf?: (item: Item) => readonly QuickReason[];
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
  quickReasonsOf: (project) => (lacksRera(project) ? [noReraReason] : []),
};

export const listingReview: ReviewTarget<Listing> = {
  queueKey: swrKeys.listingQueue,
  loadQueue: getListingQueue,
  approve: approveListing,
  reject: rejectListing,
  nameOf: (listing) => listing.title,
  kind: 'listing',
  audience: 'poster',
  reasonSchema: rejectListingRequestSchema,
};
