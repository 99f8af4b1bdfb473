import { addFavouriteResponseSchema, apiPaths, favouritesResponseSchema } from './contract';
import { apiRequest } from './client';

export const getFavourites = () => apiRequest(apiPaths.favourites, { auth: true, schema: favouritesResponseSchema });

/** docs/api.md#favourites-answers: POST may answer the favourites (undefined when it does not). */
export const addFavourite = (propertyId: string) =>
  apiRequest(apiPaths.favourites, {
    method: 'POST',
    auth: true,
    body: { propertyId },
    schema: addFavouriteResponseSchema,
  });

export const removeFavourite = (propertyId: string) =>
  apiRequest(apiPaths.favourite(propertyId), { method: 'DELETE', auth: true });
