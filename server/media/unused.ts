import type { Db } from '../db/client';
import { writeImages, type PreparedImage } from './images';
import { keysInUse } from './queries';
import type { MediaStorage } from './storage';

type StoredKeys = { fileKey: string; cardKey: string };

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
