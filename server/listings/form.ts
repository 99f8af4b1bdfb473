import type { FastifyRequest } from 'fastify';
import {
  keptPhotosField,
  listingFileField,
  listingJsonFields,
  listingNumberFields,
  listingTextFields,
  placeField,
  uploadedPhotosField,
} from '@/api/contract';
import { readMultipartForm } from '../http/multipart';

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
  uploadedPhotosField,
  placeField,
]);

const isPhotoField = (name: string): name is typeof listingFileField => name === listingFileField;

/** Reads the multipart body of create and edit (server/http/multipart.ts checks sizes, types, bytes). */
export async function readListingForm(request: FastifyRequest): Promise<ListingForm> {
  const form = await readMultipartForm(request, {
    texts: textParts,
    isFileField: isPhotoField,
    labelOf: () => PHOTO_LABEL,
  });
  return { parts: form.texts, photos: form.files.map((file) => file.bytes) };
}
