import type { PropertySearchQuery } from '@/api/contract';

/** How many cards the page shows (one row on a desktop); 'See all N' opens the rest. */
export const LOCALITY_SHELF_SIZE = 4;

/**
 * The live listings and projects of a locality, searched as the home page's popular localities are
 * (the city, and the locality as text). The server renders the page with the same query
 * (server/ssr/publicData.ts), so its SWR key is the browser's.
 */
export const localityListingsQuery = (city: string, locality: string): PropertySearchQuery => ({
  city,
  q: locality,
  pageSize: LOCALITY_SHELF_SIZE,
});
