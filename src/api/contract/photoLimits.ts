/**
 * docs/api.md#uploads: what the server takes of a photo, said to people before they choose one and
 * checked in the browser as each is chosen (the server checks again).
 */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** A 50 MP phone photo is the most anyone uploads; a header declaring more is a decompression bomb. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** Files in one multipart request. */
export const PHOTO_MAX_FILES = 20;
/** docs/media.md#keys: originals are kept at most this many pixels on their longer side. */
export const PHOTO_ORIGINAL_MAX_EDGE = 2560;

export type ImageType = 'jpeg' | 'png' | 'webp';
export const imageMimeTypes: Record<ImageType, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The refusals a photo meets, worded alike by the browser, the server and the mocks. */
export const photoMessages = {
  notAnImage: (label: string) => `${label} must be a JPEG, PNG or WebP image`,
  tooManyPixels: (label: string) => `${label} is too large: at most 50 megapixels`,
  tooManyBytes: 'Each photo must be at most 8 MB',
  unreadable: (label: string) => `${label} could not be read as an image`,
  /** A staged upload (docs/api.md#photo-uploads) no longer in storage when the form is saved. */
  stagedGone: 'A photo uploaded earlier is no longer stored. Please upload it again.',
} as const;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** The type the bytes say (not the file name nor the declared type): JPEG, PNG or WebP. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65536 + u16be(b, at + 2);

/** A JPEG's frame header (SOF0 to SOF15, not DHT, JPG or DAC), found by walking the segments. */
function jpegSize(b: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

function webpSize(b: Uint8Array): ImageSize | null {
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && b.length >= 30)
    return { width: (b[26]! | (b[27]! << 8)) & 0x3fff, height: (b[28]! | (b[29]! << 8)) & 0x3fff };
  return null;
}

/**
 * The pixel size an image's header declares, read from its first bytes without decoding it (the
 * first 256 KB hold a phone JPEG's frame header after its EXIF and thumbnail). Null when unknown.
 */
export function imageSizeOf(bytes: Uint8Array): ImageSize | null {
  switch (detectImageType(bytes)) {
    case 'png':
      return bytes.length >= 24 ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : null;
    case 'jpeg':
      return jpegSize(bytes);
    case 'webp':
      return webpSize(bytes);
    default:
      return null;
  }
}

/**
 * How a photo's limits are said beside the button that opens the picker: `shrinks` when this
 * browser makes large photos smaller before upload (docs/media.md#in-the-browser).
 */
export const photoLimitsText = ({ maxCount, shrinks }: { maxCount?: number; shrinks: boolean }) =>
  [
    shrinks
      ? 'JPEG, PNG or WebP, up to 50 megapixels. Large photos are made smaller on your device, to 8 MB at most each.'
      : 'JPEG, PNG or WebP, up to 50 megapixels and 8 MB each.',
    maxCount ? `Up to ${maxCount} ${maxCount === 1 ? 'photo' : 'photos'}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
