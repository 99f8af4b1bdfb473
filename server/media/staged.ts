import sharp from 'sharp';
import { photoMessages } from '@/api/contract/photoLimits';
import { badRequest } from '../http/errors';
import { contentTypeOfKey } from './imageWork';
import type { StoredImage } from './images';
import { isMediaKey, type MediaStorage } from './storage';
import { variantKey } from './variants';

/** An original's key as an upload answers it: '<hash>.<ext>', not a variant's '<hash>-<variant>.<ext>'. */
const isOriginalKey = (key: string) => isMediaKey(key) && !key.includes('-');

/**
 * docs/api.md#photo-uploads: the photos a save names by the key a staged upload answered, as the
 * save stores them. Keys are content hashes, public in every answer, so naming one grants nothing
 * that downloading the photo and uploading it again would not; only stored originals are taken. An
 * unknown key is refused (400) before anything is written.
 */
export async function stagedImages(storage: MediaStorage, keys: string[]): Promise<StoredImage[]> {
  return Promise.all(
    keys.map(async (fileKey) => {
      const bytes = isOriginalKey(fileKey) ? await storage.get(fileKey) : null;
      if (!bytes) throw badRequest(photoMessages.stagedGone);
      // The stored original's width says which variants were made with it (docs/media.md#variants).
      const { width = null } = await sharp(bytes).metadata();
      return { fileKey, cardKey: variantKey(fileKey, 'card', 'webp'), contentType: contentTypeOfKey(fileKey), width };
    }),
  );
}
