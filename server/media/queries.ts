import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { builderProfiles, listingPhotos, projectMedia, revisions } from '../db/schema';

/** Which of the keys a project photo, a listing photo, a waiting edit's photo or a profile photo still refers to. */
export async function keysInUse(db: Db, keys: string[]): Promise<Set<string>> {
  const media = await db
    .select({ fileKey: projectMedia.fileKey, cardKey: projectMedia.cardKey })
    .from(projectMedia)
    .where(or(inArray(projectMedia.fileKey, keys), inArray(projectMedia.cardKey, keys)));
  const photos = await db
    .select({ fileKey: listingPhotos.fileKey, cardKey: listingPhotos.cardKey })
    .from(listingPhotos)
    .where(or(inArray(listingPhotos.fileKey, keys), inArray(listingPhotos.cardKey, keys)));
  const profiles = await db
    .select({ key: builderProfiles.profilePhoto })
    .from(builderProfiles)
    .where(inArray(builderProfiles.profilePhoto, keys));
  const profileKeys = profiles.flatMap((p) => (p.key ? [p.key] : []));
  // docs/review.md#revisions: the images of edits waiting for staff, or rejected and kept for the owner
  // (SQL for the join with jsonb_array_elements, which Drizzle's query builder does not write).
  const fileKey = sql<string>`i->>'fileKey'`;
  const cardKey = sql<string>`i->>'cardKey'`;
  const waiting = await db
    .select({ fileKey, cardKey })
    .from(sql`${revisions}, jsonb_array_elements(${revisions.images}) as i`)
    .where(or(inArray(fileKey, keys), inArray(cardKey, keys)));
  return new Set([...[...media, ...photos, ...waiting].flatMap((r) => [r.fileKey, r.cardKey]), ...profileKeys]);
}
