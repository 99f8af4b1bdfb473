import type { Listing, ListingStatus } from '@/api/contract';

// The listing read model (docs/architecture.md#layer-rules): what every feature shows of a listing.

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
