/** The columns of an edited project or listing: back to the team, the last decision forgotten. */
export const backToReview = (now: Date) => ({
  reviewState: 'pending_review' as const,
  reviewReason: null,
  reviewedAt: null,
  updatedAt: now,
});

/** A reviewer never decides on what they posted themselves. */
export const OWN_ITEM_REVIEW = 'You cannot review your own listing or project: a colleague will';
