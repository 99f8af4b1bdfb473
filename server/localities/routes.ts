import { apiPaths, localityMessages, localityParamsSchema, localityTrendMonths } from '@/api/contract';
import { notFound } from '../http/errors';
import { cacheTags } from '../http/responseCache';
import type { App, Services } from '../services';
import { localityFacts } from './facts';

/**
 * GET /api/localities/{city}/{locality} (docs/localities.md#locality-facts): public, cached with the
 * searches (any approval may move a figure); the key holds the current month, so the trend moves on
 * at a month's turn even when nothing was written.
 */
export function localityRoutes(app: App, services: Services) {
  app.get(
    decodeURIComponent(apiPaths.localityFacts(':city', ':locality')),
    { schema: { params: localityParamsSchema } },
    async (request, reply) => {
      const { city, locality } = request.params;
      const now = services.config.now();
      const key = `locality ${localityTrendMonths(now).at(-1)}|${city.toLowerCase()}|${locality.toLowerCase()}`;
      return services.cache.serveJson(request, reply, { key, tags: [cacheTags.search] }, async () => {
        const facts = await localityFacts(services.database, { city, locality }, now);
        if (!facts) throw notFound(localityMessages.notFound);
        return JSON.stringify(facts);
      });
    },
  );
}
