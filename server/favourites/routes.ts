import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  addFavouriteRequestSchema,
  apiPaths,
  summaryOfProject,
  type FavouriteProperty,
  type FavouritesResponse,
} from '@/api/contract';
import { builderProjects, favourites, listings, projectMedia } from '../db/schema';
import { signedIn } from '../http/auth';
import { notFound } from '../http/errors';
import { listingCard, listingRowById, selectListings } from '../listings/records';
import { toProject } from '../projects/records';
import type { App, Services } from '../services';

/**
 * Favourites hold builder projects and Seller/Agent listings, each with its `kind`. The summary is
 * what a card needs: a project's card fields, or a listing's search card (listingCard).
 */
export function favouriteRoutes(app: App, services: Services) {
  const { db, storage } = services;

  async function favouritesOf(userId: string): Promise<FavouritesResponse> {
    const rows = await db
      .select({ project: builderProjects, cardKey: projectMedia.cardKey, addedAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(builderProjects, eq(builderProjects.id, favourites.projectId))
      .leftJoin(projectMedia, and(eq(projectMedia.projectId, builderProjects.id), eq(projectMedia.kind, 'banner')))
      // Only public projects: one taken back for review leaves the list until it is approved again.
      .where(and(eq(favourites.userId, userId), eq(builderProjects.reviewState, 'approved')))
      .orderBy(desc(favourites.createdAt));
    const projects = rows.map(({ project, cardKey, addedAt }) => {
      // The card's figures as search writes them (docs/portfolio.md#one-vocabulary); its cover is the card image below.
      const { priceMax, area } = summaryOfProject(toProject({ row: project, media: [] }, storage));
      return {
        addedAt,
        favourite: {
          _id: project.id,
          title: project.projectName,
          ...(project.expectedPrice !== null ? { price: project.expectedPrice } : {}),
          ...(priceMax !== undefined ? { priceMax } : {}),
          ...(area !== undefined ? { area } : {}),
          city: project.location.city,
          state: project.location.state,
          ...(project.reraNumber ? { reraNumber: project.reraNumber } : {}),
          ...(cardKey ? { coverPhoto: storage.url(cardKey) } : {}),
          kind: 'builder-project',
          projectStatus: project.projectStatus,
          location: project.location,
          totalArea: project.totalArea,
        } satisfies FavouriteProperty,
      };
    });
    return { favorites: mergeNewestFirst([...projects, ...(await listingFavouritesOf(userId))]) };
  }

  /**
   * The user's approved favourite listings, as search cards with the cover's card image, each with its
   * status: one no longer live stays, marked (docs/listings.md#favourites-availability).
   */
  async function listingFavouritesOf(userId: string) {
    const added = await db
      .select({ listingId: favourites.listingId, addedAt: favourites.createdAt })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), isNotNull(favourites.listingId)));
    const ids = added.flatMap((f) => f.listingId ?? []);
    if (ids.length === 0) return [];
    const records = await selectListings(db).where(
      and(inArray(listings.id, ids), eq(listings.reviewState, 'approved')),
    );
    const addedAt = new Map(added.map((f) => [f.listingId, f.addedAt]));
    return records.map((record) => ({
      addedAt: addedAt.get(record.row.id)!,
      favourite: { ...listingCard(record, storage), listingStatus: record.row.status } satisfies FavouriteProperty,
    }));
  }

  app.get(apiPaths.favourites, async (request) => favouritesOf((await signedIn(services, request)).id));

  app.post(apiPaths.favourites, { schema: { body: addFavouriteRequestSchema } }, async (request, reply) => {
    const user = await signedIn(services, request);
    const { propertyId } = request.body;
    const [project] = await db.select().from(builderProjects).where(eq(builderProjects.id, propertyId));
    const listing = project ? null : await listingRowById(db, propertyId);
    if ((project ?? listing)?.reviewState !== 'approved') throw notFound('Property not found');
    // docs/listings.md#favourites-add: adding a property already listed leaves the list unchanged.
    await db
      .insert(favourites)
      .values(project ? { userId: user.id, projectId: propertyId } : { userId: user.id, listingId: propertyId })
      .onConflictDoNothing();
    return reply.status(201).send(await favouritesOf(user.id));
  });

  app.delete(
    `${apiPaths.favourites}/:propertyId`,
    { schema: { params: z.object({ propertyId: z.string().min(1) }) } },
    async (request) => {
      const user = await signedIn(services, request);
      const removed = await db
        .delete(favourites)
        .where(
          and(
            eq(favourites.userId, user.id),
            or(
              eq(favourites.projectId, request.params.propertyId),
              eq(favourites.listingId, request.params.propertyId),
            ),
          ),
        )
        .returning({ userId: favourites.userId });
      // docs/listings.md#favourites-remove: the app counts a 404 as already removed.
      if (removed.length === 0) throw notFound('Favourite not found');
      return favouritesOf(user.id);
    },
  );
}

/** Projects and listings in one list, the most recently added first. */
function mergeNewestFirst(entries: { addedAt: Date; favourite: FavouriteProperty }[]): FavouriteProperty[] {
  return entries.sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime()).map((e) => e.favourite);
}
