import type { Listing, ListingStatus } from '@/api/contract';

// Where a listing is and what a buyer reads of its status.

/** Where a listing is, most specific first: 'Koramangala, Bengaluru, Karnataka'. */
export const listingPlace = ({ location }: Pick<Listing, 'location'>) =>
  [location.locality, location.city, location.state].filter(Boolean).join(', ');

/**
 * docs/listings.md#favourites-availability: what a buyer reads of a saved listing that is no longer
 * live. Why it was paused (no confirmation, reports) is the owner's and the team's business.
 */
export function unavailableLabel(status: ListingStatus | undefined): string | null {
  if (!status || status === 'live') return null;
  if (status === 'sold') return 'Sold';
  if (status === 'rented') return 'Rented out';
  return 'No longer available';
}
