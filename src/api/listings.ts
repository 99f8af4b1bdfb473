import { z } from 'zod';
import {
  apiPaths,
  listingListSchema,
  listingQueueSchema,
  linkConfirmationSchema,
  listingSchema,
  popularLocalitiesSchema,
  propertySearchParams,
  propertySearchResultSchema,
  searchSuggestionsSchema,
  similarPropertiesSchema,
  type ListingFields,
  type PropertySearchQuery,
  type SearchSuggestionQuery,
  type RejectListingRequest,
} from './contract';
import { apiRequest } from './client';
import { toListingFormData, type ListingFiles } from './listingFormData';

/** The URL of a search: also its SWR key. */
export const propertySearchUrl = (query: PropertySearchQuery = {}) => {
  // The near filter's place name is the page's words, not a condition: one search, one URL.
  const search = propertySearchParams({ ...query, nearName: undefined });
  return search ? `${apiPaths.listings}?${search}` : apiPaths.listings;
};

/** Public; signed in, the answer is the same (no contact details in summaries). */
export const searchProperties = (query: PropertySearchQuery = {}) =>
  apiRequest(propertySearchUrl(query), { schema: propertySearchResultSchema });

/** Public: the cities with the most approved properties and their busiest localities. */
export const getPopularLocalities = () => apiRequest(apiPaths.popularLocalities, { schema: popularLocalitiesSchema });
/** The URL of the suggestions for typed text: also its SWR key. */
export const searchSuggestionsUrl = ({ q, city }: SearchSuggestionQuery) =>
  `${apiPaths.searchSuggestions}?${new URLSearchParams(city ? { q, city } : { q }).toString()}`;

/** Public: localities and projects for typed text (docs/listings.md#search-suggestions). */
export const getSearchSuggestions = (query: SearchSuggestionQuery) =>
  apiRequest(searchSuggestionsUrl(query), { schema: searchSuggestionsSchema });

/** Sent with the token when there is one: the owner sees any state, signed-in viewers get contact details. */
export const getListing = (id: string) => apiRequest(apiPaths.listing(id), { auth: true, schema: listingSchema });

/** Public: listings like this one (docs/listings.md#similar-properties); 404 when it is not public. */
export const getSimilarListings = (id: string) =>
  apiRequest(apiPaths.similarListings(id), { schema: similarPropertiesSchema });

export const getMyListings = () => apiRequest(apiPaths.myListings, { auth: true, schema: listingListSchema });

/** Answers the saved listing (pending review). */
export const createListing = (fields: ListingFields, files: ListingFiles) =>
  apiRequest(apiPaths.listings, {
    method: 'POST',
    auth: true,
    body: toListingFormData(fields, files),
    schema: listingSchema,
    idempotent: true,
  });

/** Owner only; an edit of a live listing waits as its revision (docs/review.md#revisions), else it goes back to pending review. */
export const updateListing = (id: string, fields: ListingFields, files: ListingFiles) =>
  apiRequest(apiPaths.listing(id), {
    method: 'PUT',
    auth: true,
    body: toListingFormData(fields, files),
    schema: listingSchema,
  });

export async function deleteListing(id: string) {
  await apiRequest(apiPaths.listing(id), { method: 'DELETE', auth: true });
}

/** docs/review.md#revisions: the owner withdraws the changes waiting (or rejected); the live version stays. */
export const withdrawListingRevision = (id: string) =>
  apiRequest(apiPaths.listingRevision(id), {
    method: 'DELETE',
    auth: true,
    schema: z.object({ message: z.string(), listing: listingSchema }),
  });

/** Staff only: the pending listings, oldest first. */
export const getListingQueue = () => apiRequest(apiPaths.staffListingQueue, { auth: true, schema: listingQueueSchema });
export const approveListing = (id: string) =>
  apiRequest(apiPaths.staffApproveListing(id), { method: 'POST', auth: true, schema: listingSchema });
export const rejectListing = (id: string, body: RejectListingRequest) =>
  apiRequest(apiPaths.staffRejectListing(id), { method: 'POST', auth: true, body, schema: listingSchema });

/** docs/listings.md#confirmed-available: the owner confirms it is still available (one click). */
export const confirmListing = (id: string) =>
  apiRequest(apiPaths.confirmListing(id), { method: 'POST', auth: true, schema: listingSchema });
/** docs/listings.md#confirm-link: the reminder e-mail's token confirms without signing in. */
export const confirmListingByLink = (token: string) =>
  apiRequest(apiPaths.confirmListingByLink, { method: 'POST', body: { token }, schema: linkConfirmationSchema });
/** docs/listings.md#mark-sold: sold for a sale, rented for a rent; it leaves search at once. */
export const markListingSold = (id: string) =>
  apiRequest(apiPaths.closeListing(id), { method: 'POST', auth: true, schema: listingSchema });
