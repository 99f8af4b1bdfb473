import {
  detectImageType,
  imageSizeOf,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_ORIGINAL_MAX_EDGE,
  photoMessages,
  type ImageSize,
} from '@/api/contract/photoLimits';
import type { ShrinkAnswer, ShrinkRequest } from './shrinkWorker';

/** A phone JPEG's frame header follows its EXIF block and thumbnail, well within this. */
const HEADER_BYTES = 256 * 1024;
const JPEG_QUALITY = 0.85;
const WEBP_QUALITY = 0.9;

export type CheckedPhoto = { ok: true; size: ImageSize | null } | { ok: false; reason: string };

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
const tooManyBytes = (bytes: number) => `This photo is ${megabytes(bytes)} MB: each photo may be at most 8 MB`;

/** Whether this browser can shrink a photo off the main thread (docs/media.md#in-the-browser). */
export const canShrinkPhotos = () =>
  typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap === 'function';

/**
 * docs/media.md#in-the-browser: a chosen file checked by its first bytes, as soon as it is chosen:
 * a JPEG, PNG or WebP (whatever its name says) of at most 50 megapixels, and at most 8 MB when this
 * browser cannot make it smaller. The reason is worded for the person, beside that photo.
 */
export async function checkPhoto(file: Blob): Promise<CheckedPhoto> {
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  if (!detectImageType(head)) return { ok: false, reason: photoMessages.notAnImage('This file') };
  const size = imageSizeOf(head);
  if (size && size.width * size.height > PHOTO_MAX_PIXELS)
    return { ok: false, reason: photoMessages.tooManyPixels('This photo') };
  if (!canShrinkPhotos() && file.size > PHOTO_MAX_BYTES) return { ok: false, reason: tooManyBytes(file.size) };
  return { ok: true, size };
}

export type PreparedPhoto =
  | { ok: true; blob: Blob; width: number | null; height: number | null; shrunk: boolean }
  | { ok: false; reason: string };

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, (answer: ShrinkAnswer) => void>();

function shrinkWorker() {
  if (!worker) {
    worker = new Worker(new URL('./shrinkWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<ShrinkAnswer>) => {
      waiting.get(data.id)?.(data);
      waiting.delete(data.id);
    };
  }
  return worker;
}

function shrink(file: Blob, type: string, quality: number) {
  const id = (nextId += 1);
  return new Promise<ShrinkAnswer>((resolve) => {
    waiting.set(id, resolve);
    shrinkWorker().postMessage({ id, file, maxEdge: PHOTO_ORIGINAL_MAX_EDGE, type, quality } satisfies ShrinkRequest);
  });
}

/**
 * The bytes to upload for a checked photo: upright, at most 2560 px on its longer side (the server
 * keeps no more), without its metadata, a JPEG as a JPEG and a PNG or WebP as a WebP (line drawings
 * stay sharp). A browser without OffscreenCanvas sends the file as it is; the server makes it
 * upright, smaller and metadata-free all the same.
 */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  if (!canShrinkPhotos()) return { ok: true, blob: file, width: null, height: null, shrunk: false };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const jpeg = detectImageType(head) === 'jpeg';
  const answer = await shrink(file, jpeg ? 'image/jpeg' : 'image/webp', jpeg ? JPEG_QUALITY : WEBP_QUALITY);
  if (!answer.ok) return { ok: false, reason: photoMessages.unreadable('This photo') };
  if (answer.blob.size > PHOTO_MAX_BYTES) return { ok: false, reason: tooManyBytes(answer.blob.size) };
  return { ok: true, blob: answer.blob, width: answer.width, height: answer.height, shrunk: true };
}
