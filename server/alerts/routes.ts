import { and, count, desc, eq } from 'drizzle-orm';
import {
  apiPaths,
  MAX_SAVED_SEARCHES,
  savedSearchMessages,
  savedSearchQuery,
  savedSearchRequestSchema,
  savedSearchUpdateSchema,
  unsubscribeRequestSchema,
  type SavedSearch,
  type SavedSearchesResponse,
  routePattern,
} from '@/api/contract';
import { isUniqueViolation } from '../db/client';
import { withUserQuota } from '../db/quota';
import { savedSearches, type SavedSearchRow } from '../db/schema';
import { signedInAs } from '../http/auth';
import { answeringOnce } from '../http/idempotency';
import { badRequest, conflict, notFound } from '../http/errors';
import type { App, Services } from '../services';
import { searchIdOfToken } from './alerts';
import { idParams } from '../http/params';

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  _id: row.id,
  name: row.name,
  query: row.query,
  alerts: row.alerts,
  createdAt: row.createdAt.toISOString(),
});

/** docs/listings.md#saved-searches: a buyer's named searches, and the alerts they ask for. */
export function savedSearchRoutes(app: App, services: Services) {
  const { db, config } = services;
  const signedInBuyer = (request: Parameters<typeof signedInAs>[1]) =>
    signedInAs(services, request, 'Buyer', savedSearchMessages.onlyBuyers);

  const listOf = async (userId: string): Promise<SavedSearchesResponse> => ({
    savedSearches: (
      await db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    ).map(toSavedSearch),
  });

  app.get(apiPaths.savedSearches, async (request) => listOf((await signedInBuyer(request)).id));

  app.post(
    apiPaths.savedSearches,
    { schema: { body: savedSearchRequestSchema }, config: { idempotent: true } },
    async (request, reply) => {
      const buyer = await signedInBuyer(request);
      const query = savedSearchQuery(request.body.query);
      if (query === null) throw badRequest(savedSearchMessages.badQuery);
      // Under the buyer's quota lock, so a burst cannot all pass the checks. The same criteria twice
      // would mail the same alert twice: the buyer keeps one (the unique index holds it too).
      const saved = await withUserQuota(db, buyer.id, 'saved-searches', (tx) =>
        answeringOnce(tx, request, 201, async () => {
          const [same] = await tx
            .select({ id: savedSearches.id })
            .from(savedSearches)
            .where(and(eq(savedSearches.userId, buyer.id), eq(savedSearches.query, query)))
            .limit(1);
          if (same) throw conflict(savedSearchMessages.alreadySaved);
          const [kept] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, buyer.id));
          if ((kept?.n ?? 0) >= MAX_SAVED_SEARCHES) throw conflict(savedSearchMessages.limitReached);
          const [inserted] = await tx
            .insert(savedSearches)
            .values({ userId: buyer.id, name: request.body.name, query, createdAt: config.now() })
            .returning();
          return toSavedSearch(inserted!);
        }),
      ).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(savedSearchMessages.alreadySaved);
        throw error;
      });
      return reply.status(201).send(saved);
    },
  );

  const own = (id: string, userId: string) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

  app.patch(
    routePattern(apiPaths.savedSearch),
    { schema: { params: idParams, body: savedSearchUpdateSchema } },
    async (request) => {
      const buyer = await signedInBuyer(request);
      const [row] = await db
        .update(savedSearches)
        .set({ alerts: request.body.alerts })
        .where(own(request.params.id, buyer.id))
        .returning();
      // Another buyer's search answers as if it did not exist.
      if (!row) throw notFound(savedSearchMessages.notFound);
      return toSavedSearch(row);
    },
  );

  app.delete(routePattern(apiPaths.savedSearch), { schema: { params: idParams } }, async (request, reply) => {
    const buyer = await signedInBuyer(request);
    const removed = await db
      .delete(savedSearches)
      .where(own(request.params.id, buyer.id))
      .returning({ id: savedSearches.id });
    if (removed.length === 0) throw notFound(savedSearchMessages.notFound);
    return reply.status(204).send();
  });

  // docs/listings.md#alert-unsubscribe: the e-mail's link works without signing in.
  app.post(apiPaths.unsubscribeAlerts, { schema: { body: unsubscribeRequestSchema } }, async (request) => {
    const searchId = searchIdOfToken(config.jwtSecret, request.body.token);
    const [row] = searchId
      ? await db.update(savedSearches).set({ alerts: false }).where(eq(savedSearches.id, searchId)).returning()
      : [];
    if (!row) throw badRequest(savedSearchMessages.badUnsubscribeLink);
    return { name: row.name };
  });
}
