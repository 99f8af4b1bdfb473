import type { Listing } from '@/api/contract';

/** The figures of the dashboard: how many listings wait, are live or were sent back, and how they do. */
export function listingCounts(listings: readonly Listing[]) {
  const counts = { all: listings.length, approved: 0, pending_review: 0, rejected: 0, views: 0, inquiries: 0 };
  for (const listing of listings) {
    counts[listing.reviewState] += 1;
    counts.views += listing.views;
    counts.inquiries += listing.inquiryCount;
  }
  return counts;
}

/** Newest first: what was posted or changed last leads. */
export const byLastChange = (listings: readonly Listing[]) =>
  listings.toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt));

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
