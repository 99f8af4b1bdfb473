import {
  apiPaths,
  listingMessages,
  propertySearchQuerySchema,
  rankPopularLocalities,
  searchSuggestionQuerySchema,
  type ParsedPropertySearchQuery,
  routePattern,
} from '@/api/contract';
import { notFound } from '../http/errors';
import { cacheTags } from '../http/responseCache';
import type { App, Services } from '../services';
import { searchParamsKey } from './cacheKey';
import { countPlaces } from './popularLocalities';
import { searchPageJson } from './queries';
import { similarListingsJson } from './similar';
import { suggestionsJson } from './suggestions';
import { idParams } from '../http/params';

/** The cache's name of a search: the contract's normalised parameters, lists in a fixed order. */
const searchKey = (query: ParsedPropertySearchQuery) => `search ${searchParamsKey(query)}`;

export function searchRoutes(app: App, services: Services) {
  app.get(apiPaths.listings, { schema: { querystring: propertySearchQuerySchema } }, async (request, reply) =>
    // The cards carry no contact details: the same answer whoever asks, so the token is not read.
    services.cache.serveJson(request, reply, { key: searchKey(request.query), tags: [cacheTags.search] }, () =>
      searchPageJson(services.database, services.storage, request.query),
    ),
  );
}

/** GET /api/localities/popular: public, cached with the searches (any approval may change it). */
export function popularLocalityRoutes(app: App, services: Services) {
  app.get(apiPaths.popularLocalities, async (request, reply) =>
    services.cache.serveJson(request, reply, { key: 'popular localities', tags: [cacheTags.search] }, async () =>
      JSON.stringify(rankPopularLocalities(await countPlaces(services.database))),
    ),
  );
}

export function suggestionRoutes(app: App, services: Services) {
  app.get(
    apiPaths.searchSuggestions,
    { schema: { querystring: searchSuggestionQuerySchema } },
    async (request, reply) =>
      // Public names and counts only: the same answer for everyone, dropped with the searches.
      services.cache.serveJson(
        request,
        reply,
        {
          key: `suggest ${(request.query.city ?? '').toLowerCase()}|${request.query.q.toLowerCase()}`,
          tags: [cacheTags.search],
        },
        () => suggestionsJson(services.database, request.query),
      ),
  );
}

export function similarListingRoutes(app: App, services: Services) {
  app.get(routePattern(apiPaths.similarListings), { schema: { params: idParams } }, async (request, reply) =>
    // Public cards only: the same answer for everyone, dropped with the searches and with the listing.
    services.cache.serveJson(
      request,
      reply,
      { key: `similar ${request.params.id}`, tags: [cacheTags.search, cacheTags.listing(request.params.id)] },
      async () => {
        const json = await similarListingsJson(services.database, services.storage, request.params.id);
        if (json === null) throw notFound(listingMessages.notFound);
        return json;
      },
    ),
  );
}
