import {
  apiPaths,
  propertySearchParams,
  propertySearchQuerySchema,
  type ParsedPropertySearchQuery,
} from '@/api/contract';
import { cacheTags } from '../http/responseCache';
import type { App, Services } from '../services';
import { searchPageJson } from './queries';

/** The cache's name of a search: the contract's normalised parameters, lists in a fixed order. */
const searchKey = (query: ParsedPropertySearchQuery) =>
  `search ${propertySearchParams({ ...query, type: query.type && [...query.type].sort(), bhk: query.bhk && [...query.bhk].sort() })}`;

export function searchRoutes(app: App, services: Services) {
  app.get(apiPaths.listings, { schema: { querystring: propertySearchQuerySchema } }, async (request, reply) =>
    // The cards carry no contact details: the same answer whoever asks, so the token is not read.
    services.cache.serveJson(request, reply, { key: searchKey(request.query), tags: [cacheTags.search] }, () =>
      searchPageJson(services.database, services.storage, request.query),
    ),
  );
}
