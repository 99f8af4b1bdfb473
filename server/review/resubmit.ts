/** The columns of an edited project or listing: back to the team, the last decision forgotten. */
export const backToReview = (now: Date) => ({
  reviewState: 'pending_review' as const,
  reviewReason: null,
  reviewedAt: null,
  updatedAt: now,
});
