import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../http/errors';
import type { MediaStorage } from './storage';

export const MAX_FILE_BYTES = 8 * 1024 * 1024;
export const MAX_FILES = 20;
/** Cards show images at most 640 px wide (SPEC 2: portfolio cards). */
export const CARD_WIDTH = 640;
/** Originals are kept up to this size: larger adds bytes, not detail anyone sees. */
const ORIGINAL_MAX = 2560;

export type ImageType = 'jpeg' | 'png' | 'webp';
const contentTypes: Record<ImageType, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const extensions: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** The type the bytes say (not the file name nor the declared type): JPEG, PNG or WebP. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export interface StoredImage {
  fileKey: string;
  cardKey: string;
  contentType: string;
}

export const unsupportedImage = (label: string) => new HttpError(415, `${label} must be a JPEG, PNG or WebP image`);

/**
 * Stores an upload as two objects: the original, turned upright and without its metadata (phone
 * photos carry GPS positions), and a 640 px WebP for cards. Names are content hashes, so the
 * same photo uploaded twice is stored once and every URL can be cached for ever.
 */
export async function storeImage(storage: MediaStorage, bytes: Buffer, label: string): Promise<StoredImage> {
  const type = detectImageType(bytes);
  if (!type) throw unsupportedImage(label);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const fileKey = `${hash}.${extensions[type]}`;
  const cardKey = `${hash}-card.webp`;
  let original: Buffer;
  let card: Buffer;
  try {
    const upright = () => sharp(bytes, { failOn: 'error' }).rotate();
    original = await upright()
      .resize({ width: ORIGINAL_MAX, height: ORIGINAL_MAX, fit: 'inside', withoutEnlargement: true })
      .toFormat(type)
      .toBuffer();
    card = await upright().resize({ width: CARD_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
  } catch {
    // The bytes start like an image but do not decode as one.
    throw new HttpError(400, `${label} could not be read as an image`);
  }
  await storage.put(fileKey, original, contentTypes[type]);
  await storage.put(cardKey, card, 'image/webp');
  return { fileKey, cardKey, contentType: contentTypes[type] };
}

export const contentTypeOfKey = (key: string) =>
  key.endsWith('.webp') ? 'image/webp' : key.endsWith('.png') ? 'image/png' : 'image/jpeg';
