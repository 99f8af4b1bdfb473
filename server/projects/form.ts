import type { FastifyRequest } from 'fastify';
import {
  placeField,
  projectFileFields,
  projectJsonFields,
  projectTextFields,
  uploadedMediaField,
} from '@/api/contract';
import { parseJsonPart } from '@/api/formParts';
import { badRequest } from '../http/errors';
import { readMultipartForm } from '../http/multipart';

export type FileField = (typeof projectFileFields)[number];

export interface ProjectForm {
  /** The text parts by name (docs/api.md#project-multipart), JSON sections still as strings. */
  parts: Record<string, string | undefined>;
  files: Record<FileField, Buffer[]>;
  /** The keys of photos uploaded ahead, per field (docs/api.md#photo-uploads). */
  staged: Record<FileField, string[]>;
}

/** The photo names people see in messages. */
export const fileLabels: Record<FileField, string> = {
  bannerPhoto: 'The banner photo',
  blueprintPhotos: 'Each blueprint photo',
  additionalPhotos: 'Each additional photo',
};

const textParts = new Set<string>([
  ...projectTextFields,
  ...projectJsonFields,
  'existingMedia',
  uploadedMediaField,
  placeField,
]);
const isFileField = (name: string): name is FileField => (projectFileFields as readonly string[]).includes(name);

/** Reads the multipart body of create and edit (docs/api.md#project-multipart; server/http/multipart.ts checks sizes, types, bytes). */
export async function readProjectForm(request: FastifyRequest): Promise<ProjectForm> {
  const form = await readMultipartForm(request, {
    texts: textParts,
    isFileField,
    labelOf: (field) => fileLabels[field],
  });
  const files: Record<FileField, Buffer[]> = { bannerPhoto: [], blueprintPhotos: [], additionalPhotos: [] };
  for (const { field, bytes } of form.files) files[field].push(bytes);
  const staged = stagedKeysOf(form.texts[uploadedMediaField]);
  if (files.bannerPhoto.length + staged.bannerPhoto.length > 1)
    throw badRequest('Only one banner photo can be uploaded');
  return { parts: form.texts, files, staged };
}

/** `uploadedMedia` read: a key or a list of keys per field; anything else is refused. */
function stagedKeysOf(raw: string | undefined): Record<FileField, string[]> {
  const staged: Record<FileField, string[]> = { bannerPhoto: [], blueprintPhotos: [], additionalPhotos: [] };
  const value = parseJsonPart(raw);
  if (value === undefined) return staged;
  const refused = badRequest(`${uploadedMediaField} must name uploaded photos by their keys`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw refused;
  for (const field of projectFileFields) {
    const keys = (value as Record<string, unknown>)[field] ?? [];
    const list = typeof keys === 'string' ? [keys] : keys;
    if (!Array.isArray(list) || !list.every((key) => typeof key === 'string')) throw refused;
    staged[field] = [...new Set(list)];
  }
  return staged;
}
