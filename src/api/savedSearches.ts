import {
  apiPaths,
  savedSearchesResponseSchema,
  savedSearchSchema,
  unsubscribeResponseSchema,
  type SavedSearchRequest,
} from './contract';
import { apiRequest } from './client';

/** docs/listings.md#saved-searches: the signed-in buyer's saved searches. */
export const getSavedSearches = () =>
  apiRequest(apiPaths.savedSearches, { auth: true, schema: savedSearchesResponseSchema });

export const saveSearch = (body: SavedSearchRequest) =>
  apiRequest(apiPaths.savedSearches, { method: 'POST', auth: true, body, schema: savedSearchSchema, idempotent: true });

export const setSearchAlerts = (id: string, alerts: boolean) =>
  apiRequest(apiPaths.savedSearch(id), { method: 'PATCH', auth: true, body: { alerts }, schema: savedSearchSchema });

export const deleteSavedSearch = (id: string) => apiRequest(apiPaths.savedSearch(id), { method: 'DELETE', auth: true });

/** docs/listings.md#alert-unsubscribe: no sign-in, the e-mail's token is the proof. */
export const unsubscribeAlerts = (token: string) =>
  apiRequest(apiPaths.unsubscribeAlerts, { method: 'POST', body: { token }, schema: unsubscribeResponseSchema });
