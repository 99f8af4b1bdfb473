import sharp from 'sharp';
import { memoryLru } from '../http/memoryLru';
import { imageJobs } from './images';

/** Like the cards' WebP: a photo keeps its look at about a third of the JPEG's bytes. */
const WEBP_QUALITY = 78;

/** A browser that says it takes WebP (every current one does, in the Accept of its image requests). */
export const takesWebp = (accept: string | undefined) => /\bimage\/webp\b/.test(accept ?? '');

/**
 * The widths of a stored photo's smaller copies (src/lib/photoSources.ts names them): a gallery's
 * thumbnail (96 px at up to 2.5 device pixels per CSS pixel) and its large photo on a phone (about
 * 390 px at 1.75 to 1.85). No other: each width asked for is one more copy to make and keep.
 */
export const PHOTO_WIDTHS = ['240', '720'] as const;

/**
 * WebP copies of the stored photos, made on the first request for each and kept in memory (least
 * recently used dropped beyond `maxBytes`): at the photo's size for a JPEG, or `width` pixels wide
 * (never wider than the photo). The original stays the stored object and the address, so every
 * photo ever uploaded gets one, and a browser without WebP still gets the original.
 */
export function createWebpCopies(maxBytes: number) {
  // A copy in the making is kept too (at no size yet), so a second request waits for the same one.
  const copies = memoryLru<Promise<Buffer>>(maxBytes);

  return function webpOf(key: string, photo: Buffer, width?: number): Promise<Buffer> {
    const id = width ? `${key}@${width}` : key;
    const made = copies.get(id);
    if (made) return made;
    const making = imageJobs(() => {
      const image = sharp(photo);
      return (width ? image.resize({ width, withoutEnlargement: true }) : image)
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    });
    copies.set(id, making, 0);
    making.then(
      (copy) => {
        if (copies.get(id) === making) copies.set(id, making, copy.length);
      },
      () => copies.delete(id),
    );
    return making;
  };
}
