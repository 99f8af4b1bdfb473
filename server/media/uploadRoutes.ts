import { apiPaths, PHOTO_UPLOAD_LABEL, photoUploadField, photoUploadMessages, type PhotoUpload } from '@/api/contract';
import { signedIn } from '../http/auth';
import { badRequest, forbidden } from '../http/errors';
import { readMultipartForm } from '../http/multipart';
import { perMinute } from '../http/routeLimits';
import type { App, Services } from '../services';
import { prepareImage, writeImages } from './images';

const posterRoles = new Set(['Seller', 'Agent', 'Builder']);
const isPhotoField = (name: string): name is typeof photoUploadField => name === photoUploadField;

/**
 * docs/api.md#photo-uploads: one photo, read, checked and stored with its variants ahead of the
 * save that names it, so a phone uploads each photo on its own (with its own progress, and its
 * own retry). A photo no save names is swept as any unused object is (docs/media.md#keys).
 */
export function photoUploadRoutes(app: App, services: Services) {
  const { storage } = services;
  app.post(apiPaths.photoUploads, { config: perMinute(120) }, async (request, reply) => {
    const user = await signedIn(services, request);
    if (!posterRoles.has(user.role)) throw forbidden(photoUploadMessages.onlyPosters);
    const form = await readMultipartForm(request, {
      texts: new Set(),
      isFileField: isPhotoField,
      labelOf: () => PHOTO_UPLOAD_LABEL,
    });
    if (form.files.length === 0) throw badRequest(photoUploadMessages.noPhoto);
    if (form.files.length > 1) throw badRequest(photoUploadMessages.onePhoto);
    const image = await prepareImage(form.files[0]!.bytes, PHOTO_UPLOAD_LABEL);
    await writeImages(storage, [image]);
    const answer: PhotoUpload = { key: image.fileKey, url: storage.url(image.fileKey), width: image.width ?? null };
    request.log.info({ key: image.fileKey, userId: user.id }, 'photo staged');
    return reply.status(201).send(answer);
  });
}
