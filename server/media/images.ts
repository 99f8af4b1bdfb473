import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_MAX_PIXELS, PHOTO_ORIGINAL_MAX_EDGE, photoMessages } from '@/api/contract/photoLimits';
import { HttpError } from '../http/errors';
import { detectImageType, unsupportedImage, type ImageType } from '../http/imageType';
import { imageJobs } from './imageWork';
import type { MediaStorage } from './storage';
import { renderVariants, variantKey, type RenderedObject } from './variants';

export { PHOTO_MAX_BYTES as MAX_FILE_BYTES, PHOTO_MAX_FILES as MAX_FILES } from '@/api/contract/photoLimits';
/** Originals are kept up to this size: larger adds bytes, not detail anyone sees. */
const ORIGINAL_MAX = PHOTO_ORIGINAL_MAX_EDGE;
/** A profile photo, kept only as its card: at most 640 px wide (docs/media.md#variants). */
const PROFILE_WIDTH = 640;

const contentTypes: Record<ImageType, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const extensions: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

export interface StoredImage {
  fileKey: string;
  cardKey: string;
  contentType: string;
  /**
   * The stored original's width, which says its variants (server/media/variants.ts): null for a
   * profile photo, null or absent for a photo stored before variants were.
   */
  width?: number | null;
}

/** An upload decoded and re-encoded in memory: the objects a save writes once all its photos read. */
export interface PreparedImage extends StoredImage {
  objects: RenderedObject[];
}

export const MAX_INPUT_PIXELS = PHOTO_MAX_PIXELS;

/**
 * Reads an upload into the objects to store: the original, turned upright and without its
 * metadata (phone photos carry GPS positions), and its variants (docs/media.md#variants); only a
 * 640 px WebP when `keepOriginal` is false (a profile photo). Names are content hashes, so the
 * same photo uploaded twice is stored once and every URL can be cached for ever. Nothing is
 * written: a save writes once every photo of it has read, so a bad third photo leaves no file of
 * the first two behind.
 */
export async function prepareImage(bytes: Buffer, label: string, { keepOriginal = true } = {}): Promise<PreparedImage> {
  const type = detectImageType(bytes);
  if (!type) throw unsupportedImage(label);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const fileKey = `${hash}.${extensions[type]}`;
  const cardKey = variantKey(fileKey, 'card', 'webp');
  const original = await imageJobs(async () => {
    const { width = 0, height = 0 } = await sharp(bytes)
      .metadata()
      .catch(() => ({ width: 0, height: 0 }));
    if (width * height > MAX_INPUT_PIXELS) throw new HttpError(400, photoMessages.tooManyPixels(label));
    try {
      const upright = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      return keepOriginal
        ? await upright
            .resize({ width: ORIGINAL_MAX, height: ORIGINAL_MAX, fit: 'inside', withoutEnlargement: true })
            .toFormat(type)
            .toBuffer()
        : await upright.resize({ width: PROFILE_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    } catch {
      // The bytes start like an image but do not decode as one.
      throw new HttpError(400, photoMessages.unreadable(label));
    }
  });
  if (!keepOriginal)
    return {
      fileKey: cardKey,
      cardKey,
      contentType: 'image/webp',
      width: null,
      objects: [{ key: cardKey, bytes: original, contentType: 'image/webp' }],
    };
  const { width, objects } = await renderVariants(fileKey, original);
  return {
    fileKey,
    cardKey,
    contentType: contentTypes[type],
    width,
    objects: [{ key: fileKey, bytes: original, contentType: contentTypes[type] }, ...objects],
  };
}

/** Every photo of a save read, or none: the first that does not stops the save before any write. */
export const prepareImages = (files: Buffer[], label: string) =>
  Promise.all(files.map((bytes) => prepareImage(bytes, label)));

export async function writeImages(storage: MediaStorage, images: PreparedImage[]) {
  for (const image of images)
    for (const object of image.objects) await storage.put(object.key, object.bytes, object.contentType);
}

/** Reads and writes one image at once (the demo seed, tests). */
export async function storeImage(storage: MediaStorage, bytes: Buffer, label: string): Promise<PreparedImage> {
  const image = await prepareImage(bytes, label);
  await writeImages(storage, [image]);
  return image;
}
