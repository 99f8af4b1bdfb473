import {
  apiPaths,
  routePattern,
  savedSearchMessages,
  savedSearchRequestSchema,
  savedSearchUpdateSchema,
  unsubscribeRequestSchema,
} from '@/api/contract';
import { signedInAs } from '../http/auth';
import { answerOnceFor } from '../http/idempotency';
import { idParams } from '../http/params';
import type { App, Services } from '../services';
import { removeSavedSearch, saveSearch, savedSearchListOf, setSearchAlerts, unsubscribe } from './service';

/** docs/listings.md#saved-searches: a buyer's named searches, and the alerts they ask for (rules in ./service). */
export function savedSearchRoutes(app: App, services: Services) {
  const { db } = services;
  const signedInBuyer = (request: Parameters<typeof signedInAs>[1]) =>
    signedInAs(services, request, 'Buyer', savedSearchMessages.onlyBuyers);

  app.get(apiPaths.savedSearches, async (request) => savedSearchListOf(db, (await signedInBuyer(request)).id));

  app.post(
    apiPaths.savedSearches,
    { schema: { body: savedSearchRequestSchema }, config: { idempotent: true } },
    async (request, reply) => {
      const buyer = await signedInBuyer(request);
      return reply.status(201).send(await saveSearch(services, buyer.id, request.body, answerOnceFor(request, 201)));
    },
  );

  app.patch(
    routePattern(apiPaths.savedSearch),
    { schema: { params: idParams, body: savedSearchUpdateSchema } },
    async (request) => {
      const buyer = await signedInBuyer(request);
      return setSearchAlerts(db, buyer.id, request.params.id, request.body.alerts);
    },
  );

  app.delete(routePattern(apiPaths.savedSearch), { schema: { params: idParams } }, async (request, reply) => {
    const buyer = await signedInBuyer(request);
    await removeSavedSearch(db, buyer.id, request.params.id);
    return reply.status(204).send();
  });

  // docs/listings.md#alert-unsubscribe: the e-mail's link works without signing in.
  app.post(apiPaths.unsubscribeAlerts, { schema: { body: unsubscribeRequestSchema } }, async (request) =>
    unsubscribe(services, request.body.token),
  );
}
