import { z } from 'zod';

/**
 * docs/review.md#revisions: an owner's edit of a live listing or project waits beside the published
 * version, which stays what buyers see until staff approve the edit.
 */
export const revisionStates = ['pending_review', 'rejected'] as const;
export type RevisionState = (typeof revisionStates)[number];

/**
 * A pending or rejected revision as its owner and staff read it: `version` is the item as it would
 * read once approved. Never part of a public answer.
 */
export const revisionSchemaOf = <Version extends z.ZodType>(version: Version) =>
  z.object({
    state: z.enum(revisionStates),
    /** Staff's reason when rejected. */
    reason: z.string().optional(),
    /** When the owner first sent these changes (a later edit updates the same revision). */
    submittedAt: z.string(),
    updatedAt: z.string(),
    version,
  });

export const revisionMessages = {
  noRevision: 'There are no changes waiting for this item',
  withdrawn: 'Your changes were withdrawn: the live version stays as it is',
} as const;
