import sharp from 'sharp';
import { memoryLru } from '../http/memoryLru';
import { imageJobs } from './images';

/** Like the cards' WebP: a photo keeps its look at about a third of the JPEG's bytes. */
const WEBP_QUALITY = 78;

/** A browser that says it takes WebP (every current one does, in the Accept of its image requests). */
export const takesWebp = (accept: string | undefined) => /\bimage\/webp\b/.test(accept ?? '');

/**
 * WebP copies of the stored JPEG photos, made on the first request for each and kept in memory
 * (least recently used dropped beyond `maxBytes`): the original stays the stored object and the
 * address, so every photo ever uploaded gets one, and a browser without WebP still gets the JPEG.
 */
export function createWebpCopies(maxBytes: number) {
  // A copy in the making is kept too (at no size yet), so a second request waits for the same one.
  const copies = memoryLru<Promise<Buffer>>(maxBytes);

  return function webpOf(key: string, jpeg: Buffer): Promise<Buffer> {
    const made = copies.get(key);
    if (made) return made;
    const making = imageJobs(() => sharp(jpeg).webp({ quality: WEBP_QUALITY }).toBuffer());
    copies.set(key, making, 0);
    making.then(
      (copy) => {
        if (copies.get(key) === making) copies.set(key, making, copy.length);
      },
      () => copies.delete(key),
    );
    return making;
  };
}
