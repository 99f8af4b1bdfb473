import { freshnessOf, type Freshness, type Listing } from '@/api/contract';
import type { BadgeTone } from '@/components/Badge';

/** An approved listing buyers no longer find (docs/listings.md#confirmed-available): its badge instead of "Live". */
const offSearch: Partial<Record<Freshness, { label: string; tone: BadgeTone }>> = {
  paused: { label: 'Paused', tone: 'warning' },
  held: { label: 'Paused', tone: 'warning' },
  sold: { label: 'Sold', tone: 'neutral' },
  rented: { label: 'Rented', tone: 'neutral' },
};

/** Where an approved listing stands with buyers, when it is out of search; undefined when it is live or not approved. */
export function offSearchStanding(listing: Listing, now: Date) {
  return listing.reviewState === 'approved' ? offSearch[freshnessOf(listing, now)] : undefined;
}

/**
 * The figures of the dashboard: how many listings wait, are live (approved and in search) or were
 * sent back, and how they do.
 */
export function listingCounts(listings: readonly Listing[], now: Date) {
  const counts = { all: listings.length, live: 0, pending_review: 0, rejected: 0, views: 0, inquiries: 0 };
  for (const listing of listings) {
    if (listing.reviewState !== 'approved') counts[listing.reviewState] += 1;
    else if (!offSearchStanding(listing, now)) counts.live += 1;
    counts.views += listing.views;
    counts.inquiries += listing.inquiryCount;
  }
  return counts;
}

/** Newest first: what was posted or changed last leads. */
export const byLastChange = (listings: readonly Listing[]) =>
  listings.toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt));

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
