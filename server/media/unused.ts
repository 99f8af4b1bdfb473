import { inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { builderProfiles, projectMedia, type MediaRow } from '../db/schema';
import type { MediaStorage } from './storage';

/**
 * After a save or delete: objects nothing refers to any more leave storage. Names are content
 * hashes, so one object may serve several projects and profiles.
 */
export async function deleteUnusedObjects(
  db: Db,
  storage: MediaStorage,
  removed: Pick<MediaRow, 'fileKey' | 'cardKey'>[],
) {
  const keys = [...new Set(removed.flatMap((r) => [r.fileKey, r.cardKey]))];
  if (keys.length === 0) return;
  const media = await db
    .select({ fileKey: projectMedia.fileKey, cardKey: projectMedia.cardKey })
    .from(projectMedia)
    .where(or(inArray(projectMedia.fileKey, keys), inArray(projectMedia.cardKey, keys)));
  const photos = await db
    .select({ key: builderProfiles.profilePhoto })
    .from(builderProfiles)
    .where(inArray(builderProfiles.profilePhoto, keys));
  const used = new Set([...media.flatMap((r) => [r.fileKey, r.cardKey]), ...photos.map((p) => p.key)]);
  for (const key of keys) if (!used.has(key)) await storage.delete(key);
}
