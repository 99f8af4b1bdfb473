import sharp from 'sharp';
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
  const copies = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let bytes = 0;

  function keep(key: string, size: number) {
    sizes.set(key, size);
    bytes += size;
    for (const oldest of copies.keys()) {
      if (bytes <= maxBytes) break;
      copies.delete(oldest);
      bytes -= sizes.get(oldest) ?? 0;
      sizes.delete(oldest);
    }
  }

  return function webpOf(key: string, jpeg: Buffer): Promise<Buffer> {
    const made = copies.get(key);
    if (made) {
      // Most recently used: to the end of the order.
      copies.delete(key);
      copies.set(key, made);
      return made;
    }
    const making = imageJobs(() => sharp(jpeg).webp({ quality: WEBP_QUALITY }).toBuffer());
    copies.set(key, making);
    making.then(
      (copy) => {
        if (copies.get(key) === making) keep(key, copy.length);
      },
      () => copies.delete(key),
    );
    return making;
  };
}
