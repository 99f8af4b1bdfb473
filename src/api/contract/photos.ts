import { z } from 'zod';
import { lazySchema } from './lazySchema';

/** A smaller copy of a stored photo (docs/media.md#variants): its address, width in pixels and MIME type. */
export const photoVariantSchema = lazySchema(() =>
  z.object({
    url: z.string(),
    width: z.number(),
    type: z.string(),
  }),
);
export type PhotoVariant = z.infer<typeof photoVariantSchema>;

/**
 * A photo as answers name it: the original's address and its variants, from which the browser
 * builds its srcset (none for a photo stored before variants were, or narrower than the smallest).
 */
export const photoSchema = lazySchema(() => z.object({ url: z.string(), variants: z.array(photoVariantSchema) }));
export type Photo = z.infer<typeof photoSchema>;

/**
 * docs/api.md#photo-uploads: a photo stored ahead of its form's save. The save names it by `key` (in
 * `uploadedPhotos` of a listing, `uploadedMedia` of a project); `width` is the stored original's.
 */
export const photoUploadSchema = lazySchema(() =>
  z.object({ key: z.string(), url: z.string(), width: z.number().nullable() }),
);
export type PhotoUpload = z.infer<typeof photoUploadSchema>;
/** The multipart field of the one photo a staged upload carries. */
export const photoUploadField = 'photo';
/** How the server's messages name that photo. */
export const PHOTO_UPLOAD_LABEL = 'This photo';
export const photoUploadMessages = {
  onlyPosters: 'Only Sellers, Agents, or Builders can post properties',
  noPhoto: 'Please choose a photo to upload',
  onePhoto: 'Please upload one photo at a time',
} as const;
