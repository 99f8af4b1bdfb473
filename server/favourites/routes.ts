import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { addFavouriteRequestSchema, apiPaths, type FavouriteProperty, type FavouritesResponse } from '@/api/contract';
import { builderProjects, favourites, projectMedia } from '../db/schema';
import { signedIn } from '../http/auth';
import { notFound } from '../http/errors';
import type { App, Services } from '../services';

/**
 * Favourites hold builder projects for now (listings come later). The summary is what a card needs:
 * the contract's favouritePropertySchema plus the fields a project card reads.
 */
export function favouriteRoutes(app: App, services: Services) {
  const { db, storage } = services;

  async function favouritesOf(userId: string): Promise<FavouritesResponse> {
    const rows = await db
      .select({ project: builderProjects, cardKey: projectMedia.cardKey })
      .from(favourites)
      .innerJoin(builderProjects, eq(builderProjects.id, favourites.propertyId))
      .leftJoin(projectMedia, and(eq(projectMedia.projectId, builderProjects.id), eq(projectMedia.kind, 'banner')))
      // Only public projects: one taken back for review leaves the list until it is approved again.
      .where(and(eq(favourites.userId, userId), eq(builderProjects.reviewState, 'approved')))
      .orderBy(desc(favourites.createdAt));
    const favorites = rows.map(({ project, cardKey }): FavouriteProperty => ({
      _id: project.id,
      title: project.projectName,
      ...(project.expectedPrice !== null ? { price: project.expectedPrice } : {}),
      city: project.location.city,
      ...(cardKey ? { coverPhoto: storage.url(cardKey) } : {}),
      kind: 'builder-project',
      projectStatus: project.projectStatus,
      location: project.location,
      totalArea: project.totalArea,
    }));
    return { favorites };
  }

  app.get(apiPaths.favourites, async (request) => favouritesOf((await signedIn(services, request)).id));

  app.post(apiPaths.favourites, { schema: { body: addFavouriteRequestSchema } }, async (request, reply) => {
    const user = await signedIn(services, request);
    const { propertyId } = request.body;
    const [project] = await db.select().from(builderProjects).where(eq(builderProjects.id, propertyId));
    if (!project || project.reviewState !== 'approved') throw notFound('Property not found');
    // SPEC 4: adding a property already listed leaves the list unchanged.
    await db.insert(favourites).values({ userId: user.id, propertyId }).onConflictDoNothing();
    return reply.status(201).send(await favouritesOf(user.id));
  });

  app.delete(
    `${apiPaths.favourites}/:propertyId`,
    { schema: { params: z.object({ propertyId: z.string().min(1) }) } },
    async (request) => {
      const user = await signedIn(services, request);
      const removed = await db
        .delete(favourites)
        .where(and(eq(favourites.userId, user.id), eq(favourites.propertyId, request.params.propertyId)))
        .returning({ propertyId: favourites.propertyId });
      // SPEC 4: the app counts a 404 as already removed.
      if (removed.length === 0) throw notFound('Favourite not found');
      return favouritesOf(user.id);
    },
  );
}
