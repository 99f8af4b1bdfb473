import { z } from 'zod';
import { builderProjectSchema } from './builderProject';
import { listingSchema } from './listings';
import {
  listingRateFlag,
  projectRateFlag,
  rateFlagSchema,
  type RatedListing,
  type RatedProject,
} from './plausibleRates';
import { lazySchema } from './lazySchema';

/** A staff decision to reject says why: the builder or the poster reads the reason on their own list. */
const rejectReasonSchema = (owner: 'builder' | 'poster') =>
  z.object({
    reason: z
      .string()
      .trim()
      .min(3, `Please give the ${owner} a reason`)
      .max(1000, 'Please keep the reason under 1000 characters'),
  });
/** docs/review.md#review-own-item: whatever the action, a staff member's own item waits for a colleague. */
export const OWN_ITEM_REVIEW = 'You cannot review your own listing or project: a colleague will';

export const rejectRequestSchema = lazySchema(() => rejectReasonSchema('builder'));
export const rejectListingRequestSchema = lazySchema(() => rejectReasonSchema('poster'));
export type RejectListingRequest = z.infer<typeof rejectListingRequestSchema>;
export type RejectRequest = z.infer<typeof rejectRequestSchema>;

/**
 * A project waiting for review, with who posted it so staff can reach them, and the flag of a unit
 * priced far from its city's usual rate (docs/review.md#review-rate-flag).
 */
export const reviewQueueItemSchema = lazySchema(() =>
  builderProjectSchema.extend({
    builder: z.object({ name: z.string(), email: z.string(), username: z.string().nullable().optional() }),
    rateFlag: rateFlagSchema.nullable(),
  }),
);
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export const reviewQueueSchema = lazySchema(() => z.array(reviewQueueItemSchema));

/** A listing waiting for review, with the flag of a price far from its city's usual rate (docs/review.md#review-rate-flag). */
export const listingQueueItemSchema = lazySchema(() => listingSchema.extend({ rateFlag: rateFlagSchema.nullable() }));
export type ListingQueueItem = z.infer<typeof listingQueueItemSchema>;
export const listingQueueSchema = lazySchema(() => z.array(listingQueueItemSchema));

/** docs/review.md#review-rate-flag: the flag of what staff decide on, the waiting changes when there are some. */
export const withListingRateFlag = <L extends RatedListing & { revision?: { version: RatedListing } }>(listing: L) => ({
  ...listing,
  rateFlag: listingRateFlag(listing.revision?.version ?? listing),
});
export const withProjectRateFlag = <P extends RatedProject & { revision?: { version: RatedProject } }>(project: P) => ({
  ...project,
  rateFlag: projectRateFlag(project.revision?.version ?? project),
});
