import { z } from 'zod';
import { IMMUTABLE } from '../http/addresses';
import { notFound } from '../http/errors';
import type { App, Services } from '../services';
import { createPhotoReader } from './service';
import { PHOTO_WIDTHS } from './webpCopies';

const mediaQuery = z.object({
  w: z
    .enum(PHOTO_WIDTHS, { error: `A photo comes at its own size or ${PHOTO_WIDTHS.join(' or ')} px wide` })
    .optional(),
});

/**
 * Stored photos by their content-hashed name (which copy goes out: ./service), cached for ever;
 * `Vary: Accept` keeps shared caches from handing a WebP copy to a browser that did not ask.
 */
export function mediaRoutes(app: App, { storage }: Services) {
  const photoOf = createPhotoReader(storage);
  app.get(
    '/media/:key',
    { schema: { params: z.object({ key: z.string() }), querystring: mediaQuery } },
    async (request, reply) => {
      const width = request.query.w ? Number(request.query.w) : undefined;
      const photo = await photoOf(request.params.key, width, request.headers.accept);
      if (!photo) throw notFound('Image not found');
      reply.header('Cache-Control', IMMUTABLE);
      if (photo.byAccept) reply.header('Vary', 'Accept');
      return reply.type(photo.contentType).send(photo.bytes);
    },
  );
}
