import { inArray } from 'drizzle-orm';
import type { MediaCounts, ProjectMedia } from '@/api/contract';
import type { Queryable } from '../db/client';
import { projectMedia, type MediaKind, type MediaRow } from '../db/schema';
import { badRequest } from '../http/errors';
import { prepareImage, type PreparedImage, type StoredImage } from '../media/images';
import type { MediaStorage } from '../media/storage';
import { fileLabels, type FileField, type ProjectForm } from './form';

/** A project holds at most this many photos in all. */
export const MAX_PROJECT_PHOTOS = 40;

const kindOf: Record<FileField, MediaKind> = {
  bannerPhoto: 'banner',
  blueprintPhotos: 'blueprint',
  additionalPhotos: 'additional',
};

export interface MediaPlan {
  keep: MediaRow[];
  remove: MediaRow[];
  counts: MediaCounts;
}

/**
 * What an edit does to the saved photos: those the builder kept (existingMedia) stay, the others
 * go; without existingMedia all stay. A new banner always replaces the old one.
 */
export function planMedia(
  saved: MediaRow[],
  kept: ProjectMedia | null,
  form: ProjectForm,
  storage: MediaStorage,
): MediaPlan {
  const newBanner = form.files.bannerPhoto.length > 0;
  const stays = (row: MediaRow) => {
    if (row.kind === 'banner' && newBanner) return false;
    if (!kept) return true;
    const url = storage.url(row.fileKey);
    if (row.kind === 'banner') return kept.bannerPhoto === url;
    return (row.kind === 'blueprint' ? kept.blueprintPhotos : kept.additionalPhotos).includes(url);
  };
  const keep = saved.filter(stays);
  const total = keep.length + Object.values(form.files).reduce((n, files) => n + files.length, 0);
  if (total > MAX_PROJECT_PHOTOS) throw badRequest(`A project can hold at most ${MAX_PROJECT_PHOTOS} photos`);
  return {
    keep,
    remove: saved.filter((row) => !keep.includes(row)),
    // docs/wizard.md#saved-media-counts: already saved media counts in edit mode.
    counts: {
      banner: form.files.bannerPhoto.length + keep.filter((r) => r.kind === 'banner').length,
      blueprints: form.files.blueprintPhotos.length + keep.filter((r) => r.kind === 'blueprint').length,
    },
  };
}

export type StoredUploads = { field: FileField; image: StoredImage }[];
export type PreparedUploads = { field: FileField; image: PreparedImage }[];

/** Reads every new photo (nothing written yet: one that does not read stops the save first). */
export async function prepareUploads(form: ProjectForm): Promise<PreparedUploads> {
  const fields = Object.entries(form.files) as [FileField, Buffer[]][];
  const reads = fields.flatMap(([field, files]) =>
    files.map(async (bytes) => ({ field, image: await prepareImage(bytes, fileLabels[field]) })),
  );
  return Promise.all(reads);
}

/** Inside the save transaction: drops the removed rows and appends the new photos after the kept ones. */
export async function saveMediaRows(
  tx: Queryable,
  projectId: string,
  plan: Pick<MediaPlan, 'keep' | 'remove'>,
  uploads: StoredUploads,
) {
  if (plan.remove.length > 0)
    await tx.delete(projectMedia).where(
      inArray(
        projectMedia.id,
        plan.remove.map((r) => r.id),
      ),
    );
  const next = new Map<MediaKind, number>();
  for (const row of plan.keep) next.set(row.kind, Math.max(next.get(row.kind) ?? 0, row.position + 1));
  const rows = uploads.map(({ field, image }) => {
    const kind = kindOf[field];
    const position = next.get(kind) ?? 0;
    next.set(kind, position + 1);
    return {
      projectId,
      kind,
      position,
      fileKey: image.fileKey,
      cardKey: image.cardKey,
      contentType: image.contentType,
    };
  });
  if (rows.length > 0) await tx.insert(projectMedia).values(rows);
}
