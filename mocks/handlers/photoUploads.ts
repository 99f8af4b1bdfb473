import { HttpResponse } from 'msw';
import {
  apiPaths,
  detectImageType,
  imageMimeTypes,
  imageSizeOf,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_UPLOAD_LABEL,
  photoMessages,
  photoUploadField,
  photoUploadMessages,
  type Photo,
  type PhotoUpload,
} from '@/api/contract';
import { accountOf, db } from '../db';
import { aPhoto } from '../factories';
import { badRequest, endpoint, forbidden, unauthorized } from './scenario';

const posterRoles = new Set(['Seller', 'Agent', 'Builder']);
const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status });

/**
 * docs/api.md#photo-uploads as the server answers it: the type from the bytes, the size and the
 * megapixels from the header. The mock keeps no pixels: the photo shows as a stock image, and
 * what was sent is kept in `db.stagedPhotos` for play functions.
 */
const stage = endpoint('post', apiPaths.photoUploads, async ({ request }) => {
  const viewer = accountOf(request);
  if (!viewer) return unauthorized();
  if (!posterRoles.has(viewer.role)) return forbidden(photoUploadMessages.onlyPosters);
  const files = ((await request.formData().catch(() => null))?.getAll(photoUploadField) ?? []).filter(
    (part): part is File => part instanceof File && part.size > 0,
  );
  if (files.length === 0) return badRequest(photoUploadMessages.noPhoto);
  if (files.length > 1) return badRequest(photoUploadMessages.onePhoto);
  const file = files[0]!;
  if (file.size > PHOTO_MAX_BYTES) return refuse(413, photoMessages.tooManyBytes);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) return refuse(415, photoMessages.notAnImage(PHOTO_UPLOAD_LABEL));
  const size = imageSizeOf(bytes) ?? { width: 0, height: 0 };
  if (size.width * size.height > PHOTO_MAX_PIXELS) return badRequest(photoMessages.tooManyPixels(PHOTO_UPLOAD_LABEL));
  const key = `${(db.stagedPhotos.size + 1).toString(16).padStart(32, '0')}.${type === 'jpeg' ? 'jpg' : type}`;
  const url = `/mock-media/flat.jpg?upload=${key}`;
  // Whether the photo still carries an EXIF block (a phone's position among it): the browser's copy should not.
  const exif = new TextDecoder('latin1').decode(bytes.subarray(0, 64 * 1024)).includes('Exif\0\0');
  db.stagedPhotos.set(key, { name: file.name, url, bytes: file.size, ...size, type: imageMimeTypes[type], exif });
  const answer: PhotoUpload = { key, url, width: Math.min(size.width, 2560) };
  return HttpResponse.json(answer, { status: 201 });
});

/** The photos a save names by their keys, as it shows them; null when one was never uploaded. */
export function stagedPhotosOf(keys: string[]): Photo[] | null {
  const photos = keys.map((key) => db.stagedPhotos.get(key));
  return photos.every((photo) => photo !== undefined) ? photos.map((photo) => aPhoto(photo.url)) : null;
}

/** Play functions: the names of the photos a save named by their keys, in its order. */
export const stagedNames = (keys: unknown) => (keys as string[]).map((key) => db.stagedPhotos.get(key)?.name);

export const photoUploads = { stage };
