import { HttpError } from './errors';

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The type the bytes say (not the file name nor the declared type): JPEG, PNG or WebP. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/** Every photo a request carries is refused alike (415) when its bytes are none of the three. */
export const unsupportedImage = (label: string) => new HttpError(415, `${label} must be a JPEG, PNG or WebP image`);
