import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { builderProjects, favourites, listings, projectMedia } from '../db/schema';
import { listingRowById, selectListings } from '../listings/queries';

/**
 * The user's favourite projects with the banner's card image, newest first: one taken back from the
 * public stays, for its buyer to read it left (docs/review.md#status-said-once).
 */
export function projectFavouriteRows(db: Db, userId: string) {
  return db
    .select({ project: builderProjects, cardKey: projectMedia.cardKey, addedAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(builderProjects, eq(builderProjects.id, favourites.projectId))
    .leftJoin(projectMedia, and(eq(projectMedia.projectId, builderProjects.id), eq(projectMedia.kind, 'banner')))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt));
}

/** The listings the user added, each with when. */
export function listingFavouritesAdded(db: Db, userId: string) {
  return db
    .select({ listingId: favourites.listingId, addedAt: favourites.createdAt })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), isNotNull(favourites.listingId)));
}

/** The listings among `ids`, as search reads them (the service says what a listing no longer public shows). */
export function favouriteListings(db: Db, ids: string[]) {
  return selectListings(db).where(inArray(listings.id, ids));
}

/** The project or, when there is none, the listing of an id (favourites hold either). */
export async function propertyById(db: Db, id: string) {
  const [project] = await db.select().from(builderProjects).where(eq(builderProjects.id, id));
  const listing = project ? null : await listingRowById(db, id);
  return { project, listing };
}

/** Adds a project or a listing; one already there stays as it was. */
export async function insertFavourite(db: Db, userId: string, property: { projectId: string } | { listingId: string }) {
  await db
    .insert(favourites)
    .values({ userId, ...property })
    .onConflictDoNothing();
}

/** Removes the user's favourite of a project or listing id; how many went. */
export async function deleteFavourite(db: Db, userId: string, propertyId: string) {
  const removed = await db
    .delete(favourites)
    .where(
      and(
        eq(favourites.userId, userId),
        or(eq(favourites.projectId, propertyId), eq(favourites.listingId, propertyId)),
      ),
    )
    .returning({ userId: favourites.userId });
  return removed.length;
}
