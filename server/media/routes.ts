import { z } from 'zod';
import { IMMUTABLE } from '../http/addresses';
import { notFound } from '../http/errors';
import type { App, Services } from '../services';
import { contentTypeOfKey } from './images';
import { isMediaKey } from './storage';
import { createWebpCopies, PHOTO_WIDTHS, takesWebp } from './webpCopies';

/** Memory for the WebP copies of JPEG photos: a few hundred listing photos. */
const WEBP_COPIES_BYTES = 32 * 2 ** 20;

const mediaQuery = z.object({
  w: z
    .enum(PHOTO_WIDTHS, { error: `A photo comes at its own size or ${PHOTO_WIDTHS.join(' or ')} px wide` })
    .optional(),
});

/**
 * Stored photos by their content-hashed name. A JPEG goes out as its WebP copy to a browser that
 * takes WebP (a listing's first photo is what a phone waits for: about a third of the bytes), and
 * `?w=240` or `?w=720` asks for a smaller copy (the gallery's thumbnails, its photo on a phone); `Vary: Accept` keeps shared
 * caches from handing one to a browser that did not ask.
 */
export function mediaRoutes(app: App, { storage }: Services) {
  const webpOf = createWebpCopies(WEBP_COPIES_BYTES);
  app.get(
    '/media/:key',
    { schema: { params: z.object({ key: z.string() }), querystring: mediaQuery } },
    async (request, reply) => {
      const { key } = request.params;
      const width = request.query.w ? Number(request.query.w) : undefined;
      const bytes = isMediaKey(key) ? await storage.get(key) : null;
      if (!bytes) throw notFound('Image not found');
      reply.header('Cache-Control', IMMUTABLE);
      if (!width && !key.endsWith('.jpg')) return reply.type(contentTypeOfKey(key)).send(bytes);
      reply.header('Vary', 'Accept');
      if (!takesWebp(request.headers.accept)) return reply.type(contentTypeOfKey(key)).send(bytes);
      return reply.type('image/webp').send(await webpOf(key, bytes, width));
    },
  );
}
