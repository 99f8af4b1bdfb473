import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors';
import { detectImageType, unsupportedImage } from './imageType';
import { multipartRead } from './idempotency';
import { NUL_REFUSED, textHoldsNul } from './nul';

export const NOT_MULTIPART = 'The request must be sent as multipart/form-data';
export const BROKEN_UPLOAD = 'The upload was cut short or is not a valid form. Please send it again.';

export interface MultipartForm<FileField extends string> {
  /** The known text parts by name, as sent. */
  texts: Record<string, string | undefined>;
  /** Each chosen photo of a known file field, checked by its first bytes. */
  files: { field: FileField; bytes: Buffer }[];
}

export interface MultipartFields<FileField extends string> {
  texts: ReadonlySet<string>;
  isFileField: (name: string) => name is FileField;
  /** How messages name a file field's photos ('Each photo'). */
  labelOf: (field: FileField) => string;
}

/** A stream that ends early or has no boundary fails inside the parser: a 400, not a 500. */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const ownRefusal = error instanceof HttpError || (error as { code?: string }).code?.startsWith('FST_');
    throw ownRefusal ? error : badRequest(BROKEN_UPLOAD);
  }
}

/**
 * Reads a multipart form of text parts and photos. Size and count limits are the multipart
 * plugin's (413); each photo's type is checked by its first bytes, whatever its name says (415).
 */
export async function readMultipartForm<FileField extends string>(
  request: FastifyRequest,
  fields: MultipartFields<FileField>,
): Promise<MultipartForm<FileField>> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const form: MultipartForm<FileField> = { texts: {}, files: [] };
  await readingMultipart(async () => {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!fields.isFileField(part.fieldname)) throw badRequest(`Unexpected file field: ${part.fieldname}`);
        // An empty file input sends a part with no bytes: nothing was chosen.
        if (bytes.length === 0) continue;
        if (!detectImageType(bytes)) throw unsupportedImage(fields.labelOf(part.fieldname));
        form.files.push({ field: part.fieldname, bytes });
      } else if (fields.texts.has(part.fieldname) && typeof part.value === 'string') {
        if (textHoldsNul(part.value)) throw badRequest(NUL_REFUSED);
        form.texts[part.fieldname] = part.value;
      }
    }
  });
  multipartRead(request, form);
  return form;
}
