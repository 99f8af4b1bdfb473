import type { Db } from '../db/client';
import { writeImages, type PreparedImage } from './images';
import { keysInUse } from './queries';
import type { MediaStorage } from './storage';
import { possibleOriginalsOf, possibleVariantKeys } from './variants';

type StoredKeys = { fileKey: string; cardKey: string };

/**
 * Which of `keys` something still refers to: the key itself, or for a variant its original
 * (a row names only the original and the card; docs/media.md#variants).
 */
async function usedOf(db: Db, keys: string[]) {
  const used = await keysInUse(db, [...new Set(keys.flatMap((key) => [key, ...possibleOriginalsOf(key)]))]);
  return (key: string) => used.has(key) || possibleOriginalsOf(key).some((original) => used.has(original));
}

/**
 * After a save or delete: objects nothing refers to any more leave storage, variants with their
 * original. Names are content hashes, so one object may serve several projects, listings and profiles.
 */
export async function deleteUnusedObjects(db: Db, storage: MediaStorage, removed: StoredKeys[]) {
  const keys = [...new Set(removed.flatMap((r) => [r.fileKey, r.cardKey, ...possibleVariantKeys(r.fileKey)]))];
  if (keys.length === 0) return;
  const inUse = await usedOf(db, keys);
  for (const key of keys) if (!inUse(key)) await storage.delete(key);
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
    const inUse = await usedOf(db, batch);
    for (const key of batch)
      if (!inUse(key)) {
        await storage.delete(key);
        swept.push(key);
      }
  }
  return swept;
}
