import { z } from 'zod';
import { propertySearchQuerySchema } from './propertySearch';
import { propertySearchParams } from './searchParams';
import { lazySchema } from './lazySchema';

/** docs/listings.md#saved-searches: how many searches a buyer keeps, and how long a name may be. */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_SAVED_SEARCH_NAME = 80;

export const savedSearchMessages = {
  nameMissing: 'Give this search a name.',
  nameTooLong: `Keep the name to ${MAX_SAVED_SEARCH_NAME} characters.`,
  badQuery: 'This search cannot be saved. Change the filters and try again.',
  limitReached: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one on your dashboard to save this one.`,
  alreadySaved: 'You have already saved this search. Find it on your dashboard.',
  notFound: 'Saved search not found',
  onlyBuyers: 'Only buyers can save searches.',
  badUnsubscribeLink:
    'This unsubscribe link is not valid. Open the latest alert e-mail, or turn alerts off on your dashboard.',
} as const;

/**
 * A search as it is kept: the address parameters without the page, the page size or the sort
 * (what matches, not how it is shown), normalised by the contract's own schema. Without a distance
 * too (docs/map.md#near-filter): alert matching has no place to measure from yet.
 */
export function savedSearchQuery(search: string): string | null {
  const parsed = propertySearchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  if (!parsed.success) return null;
  const {
    sort: _sort,
    page: _page,
    pageSize: _pageSize,
    nearLat: _lat,
    nearLng: _lng,
    withinKm: _km,
    nearName: _name,
    ...criteria
  } = parsed.data;
  return propertySearchParams(criteria);
}

export const savedSearchRequestSchema = lazySchema(() =>
  z.object({
    name: z
      .string(savedSearchMessages.nameMissing)
      .trim()
      .min(1, savedSearchMessages.nameMissing)
      .max(MAX_SAVED_SEARCH_NAME, savedSearchMessages.nameTooLong),
    /** The search page's address parameters, without '?'. */
    query: z.string().max(2000, savedSearchMessages.badQuery),
  }),
);
export type SavedSearchRequest = z.input<typeof savedSearchRequestSchema>;

export const savedSearchUpdateSchema = lazySchema(() => z.object({ alerts: z.boolean() }));

export const savedSearchSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    name: z.string(),
    /** The address parameters (propertySearchParams), to open at /properties?{query}. */
    query: z.string(),
    alerts: z.boolean(),
    createdAt: z.string(),
  }),
);
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchesResponseSchema = lazySchema(() => z.object({ savedSearches: z.array(savedSearchSchema) }));
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponseSchema>;

/** POST /api/saved-searches/unsubscribe: the signed token of an alert e-mail's link. */
export const unsubscribeRequestSchema = lazySchema(() => z.object({ token: z.string().min(1).max(500) }));
export const unsubscribeResponseSchema = lazySchema(() => z.object({ name: z.string() }));
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
