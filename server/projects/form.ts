import type { FastifyRequest } from 'fastify';
import { projectFileFields, projectJsonFields, projectTextFields } from '@/api/contract';
import { badRequest, HttpError } from '../http/errors';
import { detectImageType, unsupportedImage } from '../media/images';

export type FileField = (typeof projectFileFields)[number];

export interface ProjectForm {
  /** The text parts by name (SPEC 7), JSON sections still as strings. */
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

/**
 * Reads the multipart body of create and edit (SPEC 7). Size and count limits are the multipart
 * plugin's (413); each file's type is checked by its first bytes, whatever its name says (415).
 */
export async function readProjectForm(request: FastifyRequest): Promise<ProjectForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'The request must be sent as multipart/form-data');
  const parts: Record<string, string> = {};
  const files: Record<FileField, Buffer[]> = { bannerPhoto: [], blueprintPhotos: [], additionalPhotos: [] };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!isFileField(part.fieldname)) {
        await part.toBuffer();
        throw badRequest(`Unexpected file field: ${part.fieldname}`);
      }
      const bytes = await part.toBuffer();
      // An empty file input sends a part with no bytes: nothing was chosen.
      if (bytes.length === 0) continue;
      if (!detectImageType(bytes)) throw unsupportedImage(fileLabels[part.fieldname]);
      files[part.fieldname].push(bytes);
    } else if (textParts.has(part.fieldname) && typeof part.value === 'string') {
      parts[part.fieldname] = part.value;
    }
  }
  if (files.bannerPhoto.length > 1) throw badRequest('Only one banner photo can be uploaded');
  return { parts, files };
}
