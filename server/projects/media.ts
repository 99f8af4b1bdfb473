import type { MediaCounts, ProjectMedia } from '@/api/contract';
import type { MediaKind } from '../db/schema';
import { badRequest } from '../http/errors';
import { prepareImage, type PreparedImage, type StoredImage } from '../media/images';
import { stagedImages } from '../media/staged';
import type { MediaStorage } from '../media/storage';
import { fileLabels, type FileField, type ProjectForm } from './form';

/** A project holds at most this many photos in all. */
export const MAX_PROJECT_PHOTOS = 40;

const kindOf: Record<FileField, MediaKind> = {
  bannerPhoto: 'banner',
  blueprintPhotos: 'blueprint',
  additionalPhotos: 'additional',
};

/** A project photo as saved or as a waiting edit holds it (docs/review.md#revisions): its kind and keys. */
export type ProjectImage = StoredImage & { kind: MediaKind };

export interface MediaPlan {
  keep: ProjectImage[];
  remove: ProjectImage[];
  counts: MediaCounts;
}

/**
 * What an edit does to the saved photos: those the builder kept (existingMedia) stay, the others
 * go; without existingMedia all stay. A new banner always replaces the old one.
 */
export function planMedia(
  saved: ProjectImage[],
  kept: ProjectMedia | null,
  form: ProjectForm,
  storage: MediaStorage,
): MediaPlan {
  const added = (field: FileField) => form.files[field].length + form.staged[field].length;
  const newBanner = added('bannerPhoto') > 0;
  const stays = (image: ProjectImage) => {
    if (image.kind === 'banner' && newBanner) return false;
    if (!kept) return true;
    const url = storage.url(image.fileKey);
    if (image.kind === 'banner') return kept.bannerPhoto === url;
    return (image.kind === 'blueprint' ? kept.blueprintPhotos : kept.additionalPhotos).includes(url);
  };
  const keep = saved.filter(stays);
  const total = keep.length + added('bannerPhoto') + added('blueprintPhotos') + added('additionalPhotos');
  if (total > MAX_PROJECT_PHOTOS) throw badRequest(`A project can hold at most ${MAX_PROJECT_PHOTOS} photos`);
  return {
    keep,
    remove: saved.filter((image) => !keep.includes(image)),
    // docs/wizard.md#saved-media-counts: already saved media counts in edit mode.
    counts: {
      banner: added('bannerPhoto') + keep.filter((r) => r.kind === 'banner').length,
      blueprints: added('blueprintPhotos') + keep.filter((r) => r.kind === 'blueprint').length,
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

/** The photos uploaded ahead that the form names, per field (read before anything is written). */
export async function stagedUploads(form: ProjectForm, storage: MediaStorage): Promise<StoredUploads> {
  const fields = Object.entries(form.staged) as [FileField, string[]][];
  const read = await Promise.all(
    fields.map(async ([field, keys]) => (await stagedImages(storage, keys)).map((image) => ({ field, image }))),
  );
  return read.flat();
}

/** The project's photos after a save: the kept ones, then the new ones (each numbered within its kind). */
export const imagesAfterSave = (keep: ProjectImage[], uploads: StoredUploads): ProjectImage[] => [
  ...keep.map(({ kind, fileKey, cardKey, contentType, width }) => ({ kind, fileKey, cardKey, contentType, width })),
  ...uploads.map(({ field, image }) => ({
    kind: kindOf[field],
    fileKey: image.fileKey,
    cardKey: image.cardKey,
    contentType: image.contentType,
    width: image.width,
  })),
];
