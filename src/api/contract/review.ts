import { z } from 'zod';
import { builderProjectSchema } from './builderProject';
import { nextTask } from './nextTask';

await nextTask();

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

export const rejectRequestSchema = rejectReasonSchema('builder');
export const rejectListingRequestSchema = rejectReasonSchema('poster');
export type RejectListingRequest = z.infer<typeof rejectListingRequestSchema>;
export type RejectRequest = z.infer<typeof rejectRequestSchema>;

/** A project waiting for review, with who posted it so staff can reach them. */
export const reviewQueueItemSchema = builderProjectSchema.extend({
  builder: z.object({ name: z.string(), email: z.string(), username: z.string().nullable().optional() }),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export const reviewQueueSchema = z.array(reviewQueueItemSchema);
