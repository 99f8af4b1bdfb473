import { z } from 'zod';
import { IMMUTABLE } from '../http/addresses';
import { notFound } from '../http/errors';
import type { App, Services } from '../services';
import { contentTypeOfKey } from './imageWork';
import { isMediaKey } from './storage';

/**
 * Stored photos and their variants by their content-hashed name, cached for ever. Only the disk
 * store's URLs point here; an S3 store's point at its public base (docs/media.md#s3).
 */
export function mediaRoutes(app: App, { storage }: Services) {
  app.get('/media/:key', { schema: { params: z.object({ key: z.string() }) } }, async (request, reply) => {
    const { key } = request.params;
    const bytes = isMediaKey(key) ? await storage.get(key) : null;
    if (!bytes) throw notFound('Image not found');
    reply.header('Cache-Control', IMMUTABLE);
    return reply.type(contentTypeOfKey(key)).send(bytes);
  });
}
