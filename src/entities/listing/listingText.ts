import type { Listing } from '@/api/contract';

// Where a listing is (what a buyer reads of its status: src/entities/status).

/** Where a listing is, most specific first: 'Koramangala, Bengaluru, Karnataka'. */
export const listingPlace = ({ location }: Pick<Listing, 'location'>) =>
  [location.locality, location.city, location.state].filter(Boolean).join(', ');
