import type { FastifyRequest } from 'fastify';
import { projectFileFields, projectJsonFields, projectTextFields } from '@/api/contract';
import { badRequest } from '../http/errors';
import { readMultipartForm } from '../http/multipart';

export type FileField = (typeof projectFileFields)[number];

export interface ProjectForm {
  /** The text parts by name (docs/api.md#project-multipart), JSON sections still as strings. */
  parts: Record<string, string | undefined>;
  files: Record<FileField, Buffer[]>;
}

/** The photo names people see in messages. */
export const fileLabels: Record<FileField, string> = {
  bannerPhoto: 'The banner photo',
  blueprintPhotos: 'Each blueprint photo',
  additionalPhotos: 'Each additional photo',
};

const textParts = new Set<string>([...projectTextFields, ...projectJsonFields, 'existingMedia']);
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
  if (files.bannerPhoto.length > 1) throw badRequest('Only one banner photo can be uploaded');
  return { parts: form.texts, files };
}
