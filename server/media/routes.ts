import { z } from 'zod';
import { notFound } from '../http/errors';
import type { App, Services } from '../services';
import { contentTypeOfKey } from './images';
import { isMediaKey } from './storage';

/** Content-hashed names never change content, so browsers and CDNs keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function mediaRoutes(app: App, { storage }: Services) {
  app.get('/media/:key', { schema: { params: z.object({ key: z.string() }) } }, async (request, reply) => {
    const { key } = request.params;
    const bytes = isMediaKey(key) ? await storage.get(key) : null;
    if (!bytes) throw notFound('Image not found');
    return reply.header('Cache-Control', IMMUTABLE).type(contentTypeOfKey(key)).send(bytes);
  });
}
