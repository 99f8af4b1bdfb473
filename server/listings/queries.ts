import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { listings, revisions } from '../db/schema';
import { imagesOf } from '../review/revisionQueries';

/** Deletes the listing (its rows cascade): the images it and its waiting edit held, for the sweep. */
export async function deleteListing(q: Queryable, id: string) {
  const published = await imagesOf(q, 'listing', id);
  const [revision] = await q.select({ images: revisions.images }).from(revisions).where(eq(revisions.listingId, id));
  await q.delete(listings).where(eq(listings.id, id));
  return [...published, ...(revision?.images ?? [])];
}
