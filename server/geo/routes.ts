import { apiPaths, mapAreaQuerySchema } from '@/api/contract';
import { cacheTags } from '../http/responseCache';
import { searchParamsKey } from '../search/cacheKey';
import type { App, Services } from '../services';
import { mapArea } from './area';

/**
 * GET /api/map/tiles, and GET /api/properties/map (docs/map.md#map-endpoint): public markers, the same answer whoever asks
 * (no contact details), so cached like search and dropped with it when any item changes.
 */
export function mapRoutes(app: App, services: Services) {
  app.get(apiPaths.mapArea, { schema: { querystring: mapAreaQuerySchema } }, async (request, reply) => {
    const { south, west, north, east, ...filters } = request.query;
    const key = `map ${south},${west},${north},${east} ${searchParamsKey(filters)}`;
    return services.cache.serveJson(request, reply, { key, tags: [cacheTags.search] }, async () =>
      JSON.stringify(await mapArea(services.database, filters, { south, west, north, east })),
    );
  });

  // docs/map.md#tiles: the configuration, the same until a restart; an hour in any cache at most.
  app.get(apiPaths.mapTiles, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send(services.config.mapTiles),
  );
}
