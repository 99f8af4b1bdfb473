import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** PostgreSQL cannot store U+0000 in text, and no person types it. */
export const NUL_REFUSED = 'Text cannot contain the NUL character (\\u0000)';

export const holdsNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  return false;
};

/** A text part of a form, which may be a JSON section (its NUL written as an escape). */
export function textHoldsNul(text: string): boolean {
  if (text.includes('\u0000')) return true;
  if (!/^\s*[[{"]/.test(text)) return false;
  try {
    return holdsNul(JSON.parse(text));
  } catch {
    return false;
  }
}

/** Refuses NUL in a path, a query or a JSON body before any route reads it (multipart: readMultipartForm). */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) throw badRequest(NUL_REFUSED);
  });
}
