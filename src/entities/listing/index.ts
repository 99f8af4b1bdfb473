import type { Listing } from '@/api/contract';

// The listing read model (docs/architecture.md#layer-rules): what every feature shows of a listing.

/** Where a listing is, most specific first: 'Koramangala, Bengaluru, Karnataka'. */
export const listingPlace = ({ location }: Pick<Listing, 'location'>) =>
  [location.locality, location.city, location.state].filter(Boolean).join(', ');
