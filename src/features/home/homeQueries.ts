import type { PropertySearchQuery } from '@/api/contract';

/** How many cards each shelf of the home page shows (one row on a desktop). */
export const HOME_SHELF_SIZE = 4;

/**
 * The home page's two shelves, as searches: the newest approved builder projects and the newest
 * approved listings. The server renders the page with the same queries (server/ssr/publicData.ts).
 */
export const featuredProjectsQuery: PropertySearchQuery = { kind: 'builder-project', pageSize: HOME_SHELF_SIZE };
export const freshListingsQuery: PropertySearchQuery = { kind: 'listing', pageSize: HOME_SHELF_SIZE };
