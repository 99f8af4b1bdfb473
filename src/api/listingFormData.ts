import {
  emptyListingFields,
  keptPhotosField,
  listingFieldsSchema,
  uploadedPhotosField,
  listingFileField,
  listingJsonFields,
  listingNumberFields,
  listingTextFields,
  type ListingFields,
} from './contract';
import { readDecimalText } from './contract/numbers';
import { appendPin, parseJsonPart as parseJson, readPinPart } from './formParts';

export interface ListingFiles {
  /** New images, in the order chosen; they follow the kept ones. */
  photos: File[];
  /** Edit mode: the saved photo URLs kept, in order (the first is the cover). */
  keptPhotos?: string[];
  /** The keys of photos uploaded ahead (docs/api.md#photo-uploads), in order; they follow the kept ones. */
  uploadedPhotos?: string[];
}

/**
 * The multipart body of POST /api/properties and PUT /api/properties/{id}: text parts (trimmed, empty
 * ones skipped), numbers as decimal text (skipped while empty), location and amenities as JSON, then
 * `keptPhotos` (JSON, edit mode) and the `photos` files.
 */
export function toListingFormData(fields: ListingFields, files: ListingFiles): FormData {
  const form = new FormData();
  for (const name of listingTextFields) {
    const value = fields[name].trim();
    if (value !== '') form.append(name, value);
  }
  for (const name of listingNumberFields) {
    const value = fields[name];
    if (value !== null && Number.isFinite(value)) form.append(name, String(value));
  }
  const { address, landmark, ...location } = fields.location;
  form.append(
    'location',
    JSON.stringify({
      ...location,
      ...(address?.trim() ? { address: address.trim() } : {}),
      ...(landmark?.trim() ? { landmark: landmark.trim() } : {}),
    }),
  );
  form.append('amenities', JSON.stringify(fields.amenities));
  appendPin(form, fields.place);
  if (files.keptPhotos) form.append(keptPhotosField, JSON.stringify(files.keptPhotos));
  if (files.uploadedPhotos?.length) form.append(uploadedPhotosField, JSON.stringify(files.uploadedPhotos));
  for (const photo of files.photos) form.append(listingFileField, photo);
  return form;
}

export type ParsedListing =
  | { ok: true; fields: ListingFields; keptPhotos: string[] | null; uploadedPhotos: string[] }
  | { ok: false; message: string };

/** A JSON list of strings in a text part, absent as null; the message names the part otherwise. */
export function parseStringList(raw: string | undefined, name: string): string[] | null | { message: string } {
  const value = parseJson(raw);
  if (value === undefined) return null;
  if (typeof value === 'symbol') return { message: `${name} is not valid JSON` };
  if (!(Array.isArray(value) && value.every((item) => typeof item === 'string')))
    return { message: `${name} must be a list of photo URLs` };
  return value as string[];
}

/**
 * The server's (and MSW's) reading of the text parts: the inverse of toListingFormData. Shape errors
 * only; the rules (listingErrors) run after it.
 */
export function parseListingFormFields(parts: Record<string, string | undefined>): ParsedListing {
  const base = emptyListingFields();
  const candidate: Record<string, unknown> = { ...base };
  for (const name of listingTextFields) {
    if (parts[name] !== undefined) candidate[name] = parts[name];
  }
  for (const name of listingNumberFields) {
    const raw = parts[name]?.trim();
    if (raw === undefined || raw === '') continue;
    const value = readDecimalText(raw);
    if (value === null) return { ok: false, message: `${name} is not a number` };
    candidate[name] = value;
  }
  for (const name of listingJsonFields) {
    const value = parseJson(parts[name]);
    if (typeof value === 'symbol') return { ok: false, message: `${name} is not valid JSON` };
    if (value !== undefined) candidate[name] = name === 'location' ? { ...base.location, ...(value as object) } : value;
  }
  const pin = readPinPart(parts);
  if ('message' in pin) return { ok: false, message: pin.message };
  const parsed = listingFieldsSchema.safeParse({ ...candidate, place: pin.pin });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `Invalid ${issue?.path.join('.') || 'listing'}: ${issue?.message ?? 'bad value'}` };
  }
  const kept = parseStringList(parts[keptPhotosField], keptPhotosField);
  if (kept && !Array.isArray(kept)) return { ok: false, ...kept };
  const uploaded = parseStringList(parts[uploadedPhotosField], uploadedPhotosField);
  if (uploaded && !Array.isArray(uploaded)) return { ok: false, ...uploaded };
  return { ok: true, fields: parsed.data, keptPhotos: kept, uploadedPhotos: uploaded ?? [] };
}
