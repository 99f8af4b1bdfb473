import type { FastifyRequest } from 'fastify';
import {
  keptPhotosField,
  listingFileField,
  listingJsonFields,
  listingNumberFields,
  listingTextFields,
} from '@/api/contract';
import { badRequest, HttpError } from '../http/errors';
import { detectImageType, unsupportedImage } from '../media/images';

export interface ListingForm {
  /** The text parts by name; numbers and JSON still as strings (parseListingFormFields reads them). */
  parts: Record<string, string | undefined>;
  photos: Buffer[];
}

export const PHOTO_LABEL = 'Each photo';
const textParts = new Set<string>([
  ...listingTextFields,
  ...listingNumberFields,
  ...listingJsonFields,
  keptPhotosField,
]);

/**
 * Reads the multipart body of create and edit. Size and count limits are the multipart plugin's
 * (413); each photo's type is checked by its first bytes, whatever its name says (415).
 */
export async function readListingForm(request: FastifyRequest): Promise<ListingForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'The request must be sent as multipart/form-data');
  const parts: Record<string, string> = {};
  const photos: Buffer[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname !== listingFileField) throw badRequest(`Unexpected file field: ${part.fieldname}`);
      // An empty file input sends a part with no bytes: nothing was chosen.
      if (bytes.length === 0) continue;
      if (!detectImageType(bytes)) throw unsupportedImage(PHOTO_LABEL);
      photos.push(bytes);
    } else if (textParts.has(part.fieldname) && typeof part.value === 'string') {
      parts[part.fieldname] = part.value;
    }
  }
  return { parts, photos };
}
