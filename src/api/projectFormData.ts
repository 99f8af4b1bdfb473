import {
  allProjectErrors,
  builderProjectFieldsSchema,
  emptyProjectFields,
  projectJsonFields,
  projectTextFields,
  projectMediaSchema,
  uploadedMediaField,
  type BuilderProjectFields,
  type MediaCounts,
  type ProjectMedia,
} from './contract';
import { appendPin, parseJsonPart as parseJson, readPinPart } from './formParts';

export interface ProjectFiles {
  bannerPhoto: File | null;
  blueprintPhotos: File[];
  additionalPhotos: File[];
  /** Edit mode: the saved images the builder kept (an addition to docs/api.md#project-multipart, so removals stick). */
  keptMedia?: ProjectMedia;
  /** The keys of photos uploaded ahead, per field (docs/api.md#photo-uploads). */
  uploadedMedia?: UploadedMedia;
}

export interface UploadedMedia {
  bannerPhoto: string | null;
  blueprintPhotos: string[];
  additionalPhotos: string[];
}

type DetailSection = 'villaDetails' | 'flatDetails' | 'shopDetails' | 'officeDetails' | 'mixedUseDetails';

/** The one detail section that belongs to the chosen kind; the others are not sent. */
export function detailSectionOf(
  fields: Pick<BuilderProjectFields, 'propertyType' | 'residentialType' | 'commercialType'>,
): DetailSection | null {
  if (fields.propertyType === 'residential') {
    if (fields.residentialType === 'villa') return 'villaDetails';
    if (fields.residentialType === 'flat') return 'flatDetails';
  }
  if (fields.propertyType === 'commercial') {
    if (fields.commercialType === 'shops') return 'shopDetails';
    if (fields.commercialType === 'office') return 'officeDetails';
    if (fields.commercialType === 'shop/office') return 'mixedUseDetails';
  }
  return null;
}

/** The priced units of a project, whatever its kind: configurations or shop and office types. */
function unitsOf(
  fields: BuilderProjectFields,
  section: DetailSection,
): { price: number | null; area: number | null }[] {
  switch (section) {
    case 'villaDetails':
      return fields.villaDetails.configurations;
    case 'flatDetails':
      // A flat is quoted by its super built-up area, as Indian listings do.
      return fields.flatDetails.configurations.map((c) => ({ price: c.price, area: c.superBuiltUpArea }));
    case 'shopDetails':
      return fields.shopDetails.types;
    case 'officeDetails':
      return fields.officeDetails.types;
    case 'mixedUseDetails':
      return [...fields.mixedUseDetails.shopTypes, ...fields.mixedUseDetails.officeTypes];
  }
}

/**
 * docs/api.md#project-record: expectedPrice is the lowest price, totalArea the sum of the areas
 * (read by cards), as the server saves them and the mocks answer them.
 */
export function projectPriceAndArea(fields: BuilderProjectFields, section: DetailSection) {
  const units = unitsOf(fields, section);
  const prices = units.map((u) => u.price).filter((p): p is number => typeof p === 'number' && p > 0);
  const areas = units.map((u) => u.area).filter((a): a is number => typeof a === 'number' && a > 0);
  return {
    expectedPrice: prices.length > 0 ? Math.min(...prices) : null,
    totalArea: areas.length > 0 ? areas.reduce((sum, a) => sum + a, 0) : null,
  };
}

/**
 * docs/api.md#project-multipart: the multipart body of create and edit. Text fields (completionTimeline only when the
 * project is not completed), location and the kind's detail section as JSON strings, empty values
 * skipped, then the files.
 */
export function toProjectFormData(fields: BuilderProjectFields, files: ProjectFiles): FormData {
  const form = new FormData();
  const text = (name: string, value: string) => {
    if (value.trim() !== '') form.append(name, value.trim());
  };
  text('propertyType', fields.propertyType);
  if (fields.propertyType === 'residential') text('residentialType', fields.residentialType);
  if (fields.propertyType === 'commercial') text('commercialType', fields.commercialType);
  text('projectStatus', fields.projectStatus);
  text('projectName', fields.projectName);
  text('description', fields.description);
  if (fields.projectStatus !== 'completed') text('completionTimeline', fields.completionTimeline);
  text('reraNumber', fields.reraNumber);

  const { landmark, ...location } = fields.location;
  form.append('location', JSON.stringify(landmark?.trim() ? { ...location, landmark } : location));
  appendPin(form, fields.place);
  const section = detailSectionOf(fields);
  if (section) form.append(section, JSON.stringify(fields[section]));
  if (files.keptMedia) form.append('existingMedia', JSON.stringify(files.keptMedia));
  if (files.uploadedMedia) form.append(uploadedMediaField, JSON.stringify(files.uploadedMedia));

  if (files.bannerPhoto) form.append('bannerPhoto', files.bannerPhoto);
  for (const file of files.blueprintPhotos) form.append('blueprintPhotos', file);
  for (const file of files.additionalPhotos) form.append('additionalPhotos', file);
  return form;
}

export type ParsedProject =
  { ok: true; fields: BuilderProjectFields; keptMedia: ProjectMedia | null } | { ok: false; message: string };

/** The server's reading of the text parts: the inverse of toProjectFormData, checked by the contract. */
export function parseProjectFormFields(parts: Record<string, string | undefined>): ParsedProject {
  const base = emptyProjectFields();
  const candidate: Record<string, unknown> = { ...base };
  for (const name of projectTextFields) {
    if (parts[name] !== undefined) candidate[name] = parts[name];
  }
  for (const name of projectJsonFields) {
    const value = parseJson(parts[name]);
    if (typeof value === 'symbol') return { ok: false, message: `${name} is not valid JSON` };
    if (value !== undefined) candidate[name] = name === 'location' ? { ...base.location, ...(value as object) } : value;
  }
  const pin = readPinPart(parts);
  if ('message' in pin) return { ok: false, message: pin.message };
  const parsed = builderProjectFieldsSchema.safeParse({ ...candidate, place: pin.pin });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `Invalid ${issue?.path.join('.') || 'project'}: ${issue?.message ?? 'bad value'}` };
  }
  const kept = parseJson(parts.existingMedia);
  const keptMedia = kept === undefined ? null : projectMediaSchema.safeParse(kept);
  if (keptMedia && !keptMedia.success) return { ok: false, message: 'existingMedia is not valid' };
  return { ok: true, fields: parsed.data, keptMedia: keptMedia ? keptMedia.data : null };
}

/**
 * A create or edit as the server checks it, and the mocks with it: the parsed fields, or the first
 * message of docs/wizard.md#wizard-rules-order. The media counts depend on the saved media kept.
 */
export function checkProjectForm(
  parts: Record<string, string | undefined>,
  countMedia: (keptMedia: ProjectMedia | null) => MediaCounts,
): ParsedProject {
  const parsed = parseProjectFormFields(parts);
  if (!parsed.ok) return parsed;
  const [firstError] = allProjectErrors(parsed.fields, countMedia(parsed.keptMedia));
  return firstError ? { ok: false, message: firstError } : parsed;
}
