import { z } from 'zod';
import { addFavouriteRequestSchema, apiPaths } from '@/api/contract';
import { signedIn } from '../http/auth';
import type { App, Services } from '../services';
import { addFavourite, favouritesOf, removeFavourite } from './service';

/** A signed-in user's favourite projects and listings (the rules in ./service). */
export function favouriteRoutes(app: App, services: Services) {
  app.get(apiPaths.favourites, async (request) => favouritesOf(services, (await signedIn(services, request)).id));

  app.post(apiPaths.favourites, { schema: { body: addFavouriteRequestSchema } }, async (request, reply) => {
    const user = await signedIn(services, request);
    return reply.status(201).send(await addFavourite(services, user.id, request.body.propertyId));
  });

  app.delete(
    `${apiPaths.favourites}/:propertyId`,
    { schema: { params: z.object({ propertyId: z.string().min(1) }) } },
    async (request) => {
      const user = await signedIn(services, request);
      return removeFavourite(services, user.id, request.params.propertyId);
    },
  );
}
