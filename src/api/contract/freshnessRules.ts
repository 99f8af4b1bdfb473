// No imports: cards in the first pages read these (docs/architecture.md#server-rendering).
/**
 * docs/listings.md#listing-status: the stored state of a live listing's availability.
 * paused: 30 days without a confirmation; held: reports that count (docs/listings.md#report-weight), until staff decide.
 */
export const listingStatuses = ['live', 'paused', 'held', 'sold', 'rented'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** docs/listings.md#confirmed-available: the reminder after 25 days, the pause after 30. */
export const REMIND_AFTER_DAYS = 25;
export const PAUSE_AFTER_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The app's page the reminder e-mail links to, `?token=`: the server writes the link, the app routes
 * it as `paths.confirmListing` (not from here: this module is not in the app's first load), and
 * server/ssr/confirmListingLink.test.ts checks the link opens that page.
 */
export const CONFIRM_LISTING_PAGE = '/confirm-listing';

/** What the owner and the cards show: a live listing is fresh, or due once the reminder is near. */
export type Freshness = 'fresh' | 'due' | Exclude<ListingStatus, 'live'>;

const daysSince = (confirmedAt: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(confirmedAt)) / DAY_MS));

export function freshnessOf(listing: { status: ListingStatus; confirmedAt: string }, now: Date): Freshness {
  if (listing.status !== 'live') return listing.status;
  const days = daysSince(listing.confirmedAt, now);
  // The sweep pauses it within minutes; the owner's view does not wait for it.
  if (days >= PAUSE_AFTER_DAYS) return 'paused';
  return days >= REMIND_AFTER_DAYS ? 'due' : 'fresh';
}

/** "Confirmed available today / yesterday / 3 days ago". */
export function confirmedAvailableText(confirmedAt: string, now: Date) {
  const days = daysSince(confirmedAt, now);
  const ago = days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
  return `Confirmed available ${ago}`;
}
