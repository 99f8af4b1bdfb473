import type { Listing } from '@/api/contract';
import { listingStatusFacts, statusCounts } from '@/entities/status';

/**
 * The figures of the dashboard: how many listings wait, are live (approved and in search) or were
 * sent back (docs/review.md#status-said-once: the same standings as each row's badge), and how they do.
 */
export function listingCounts(listings: readonly Listing[], now: Date) {
  const { all, live, pending_review, rejected } = statusCounts(listings.map(listingStatusFacts), now);
  let views = 0;
  let inquiries = 0;
  for (const listing of listings) {
    views += listing.views;
    inquiries += listing.inquiryCount;
  }
  return { all, live, pending_review, rejected, views, inquiries };
}

/** Newest first: what was posted or changed last leads. */
export const byLastChange = (listings: readonly Listing[]) =>
  listings.toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt));

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
