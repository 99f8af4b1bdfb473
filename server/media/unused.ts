import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { builderProfiles, listingPhotos, projectMedia, revisions } from '../db/schema';
import { writeImages, type PreparedImage } from './images';
import type { MediaStorage } from './storage';

type StoredKeys = { fileKey: string; cardKey: string };

/** Which of the keys a project photo, a listing photo, a waiting edit's photo or a profile photo still refers to. */
async function keysInUse(db: Db, keys: string[]): Promise<Set<string>> {
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
  // docs/review.md#revisions: the images of edits waiting for staff, or rejected and kept for the owner.
  const fileKey = sql<string>`i->>'fileKey'`;
  const cardKey = sql<string>`i->>'cardKey'`;
  const waiting = await db
    .select({ fileKey, cardKey })
    .from(sql`${revisions}, jsonb_array_elements(${revisions.images}) as i`)
    .where(or(inArray(fileKey, keys), inArray(cardKey, keys)));
  return new Set([...[...media, ...photos, ...waiting].flatMap((r) => [r.fileKey, r.cardKey]), ...profileKeys]);
}

/**
 * After a save or delete: objects nothing refers to any more leave storage. Names are content
 * hashes, so one object may serve several projects, listings and profiles.
 */
export async function deleteUnusedObjects(db: Db, storage: MediaStorage, removed: StoredKeys[]) {
  const keys = [...new Set(removed.flatMap((r) => [r.fileKey, r.cardKey]))];
  if (keys.length === 0) return;
  const used = await keysInUse(db, keys);
  for (const key of keys) if (!used.has(key)) await storage.delete(key);
}

/**
 * Writes a save's photos, then runs the save: when it fails (the database went away, a
 * constraint, a write that did not finish), the objects it wrote leave storage again, unless
 * something else refers to them. The save's own error is what the caller sees.
 */
export async function savingUploads<T>(
  db: Db,
  storage: MediaStorage,
  uploads: PreparedImage[],
  save: () => Promise<T>,
  onCleanupFailure: (error: unknown) => void,
): Promise<T> {
  try {
    await writeImages(storage, uploads);
    return await save();
  } catch (error) {
    await deleteUnusedObjects(db, storage, uploads).catch(onCleanupFailure);
    throw error;
  }
}

/**
 * Objects no row refers to, left by a server stopped between writing a save's photos and
 * committing it: removed at start-up. Only objects older than `olderThan` go, so the uploads of
 * another instance still saving are never touched.
 */
export async function sweepUnusedObjects(db: Db, storage: MediaStorage, olderThan: Date): Promise<string[]> {
  if (!storage.list) return [];
  const candidates: string[] = [];
  for await (const object of storage.list()) if (object.modified < olderThan) candidates.push(object.key);
  const swept: string[] = [];
  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    const used = await keysInUse(db, batch);
    for (const key of batch)
      if (!used.has(key)) {
        await storage.delete(key);
        swept.push(key);
      }
  }
  return swept;
}
