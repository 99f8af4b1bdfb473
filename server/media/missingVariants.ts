import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listingPhotos, projectMedia, revisions, type RevisionImage } from '../db/schema';
import type { MediaStorage } from './storage';
import { makeVariants } from './variants';

export interface MissingVariantsResult {
  /** Originals whose variants were made and whose rows now name their width. */
  made: number;
  /** Originals a row names that storage does not hold (left as they are, logged by the caller). */
  missing: string[];
}

/** The originals rows name without a width: photos stored before variants were (docs/media.md#older-photos). */
async function originalsWithoutWidth(db: Db): Promise<string[]> {
  const listed = await db
    .selectDistinct({ key: listingPhotos.fileKey })
    .from(listingPhotos)
    .where(isNull(listingPhotos.width));
  const projects = await db
    .selectDistinct({ key: projectMedia.fileKey })
    .from(projectMedia)
    .where(isNull(projectMedia.width));
  const waiting = await db
    .selectDistinct({ key: sql<string>`i->>'fileKey'` })
    .from(sql`${revisions}, jsonb_array_elements(${revisions.images}) as i`)
    .where(sql`(i->>'width') is null`);
  return [...new Set([...listed, ...projects, ...waiting].map((row) => row.key))];
}

/** Every row naming `key` without a width gets `width`: listing photos, project photos, waiting edits' images. */
async function recordWidth(db: Db, key: string, width: number) {
  await db
    .update(listingPhotos)
    .set({ width })
    .where(and(eq(listingPhotos.fileKey, key), isNull(listingPhotos.width)));
  await db
    .update(projectMedia)
    .set({ width })
    .where(and(eq(projectMedia.fileKey, key), isNull(projectMedia.width)));
  const edits = await db
    .select({ id: revisions.id, images: revisions.images })
    .from(revisions)
    .where(sql`exists (select 1 from jsonb_array_elements(${revisions.images}) as i where i->>'fileKey' = ${key})`);
  for (const edit of edits) {
    const images = edit.images.map((image): RevisionImage =>
      image.fileKey === key && !image.width ? { ...image, width } : image,
    );
    await db.update(revisions).set({ images }).where(eq(revisions.id, edit.id));
  }
}

/**
 * Makes the variants of every stored original that has none yet, then writes its width to the
 * rows naming it: an answer names a photo's variants only once they are stored, so this can run
 * while the server serves. One original at a time (each decoded once, through imageJobs).
 */
export async function makeMissingVariants(
  storage: MediaStorage,
  db: Db,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<MissingVariantsResult> {
  const originals = await originalsWithoutWidth(db);
  const result: MissingVariantsResult = { made: 0, missing: [] };
  for (const [index, key] of originals.entries()) {
    const bytes = await storage.get(key);
    if (!bytes) result.missing.push(key);
    else {
      const { width } = await makeVariants(storage, key, bytes);
      await recordWidth(db, key, width);
      result.made += 1;
    }
    onProgress(index + 1, originals.length);
  }
  return result;
}
