import { contentTypeOfKey } from './images';
import { isMediaKey, type MediaStorage } from './storage';
import { createWebpCopies, takesWebp } from './webpCopies';

/** Memory for the WebP copies of JPEG photos: a few hundred listing photos. */
const WEBP_COPIES_BYTES = 32 * 2 ** 20;

export interface PhotoAnswer {
  bytes: Buffer;
  contentType: string;
  /** The answer depends on the Accept header: shared caches must keep one per Accept. */
  byAccept: boolean;
}

/**
 * Stored photos by their content-hashed name. A JPEG goes out as its WebP copy to a browser that
 * takes WebP (a listing's first photo is what a phone waits for: about a third of the bytes), and
 * a `width` of 240 or 720 asks for a smaller copy (the gallery's thumbnails, its photo on a phone).
 * Null when there is no such photo.
 */
export function createPhotoReader(storage: MediaStorage) {
  const webpOf = createWebpCopies(WEBP_COPIES_BYTES);
  return async function photoOf(key: string, width: number | undefined, accept: string | undefined) {
    const bytes = isMediaKey(key) ? await storage.get(key) : null;
    if (!bytes) return null;
    const stored: PhotoAnswer = { bytes, contentType: contentTypeOfKey(key), byAccept: false };
    if (!width && !key.endsWith('.jpg')) return stored;
    if (!takesWebp(accept)) return { ...stored, byAccept: true };
    return { bytes: await webpOf(key, bytes, width), contentType: 'image/webp', byAccept: true };
  };
}
