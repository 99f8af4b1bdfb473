import { SIGNED_IN_CACHE_CONTROL } from '@/api/contract';
import type { App } from '../services';

/**
 * docs/api.md#caching: an answer to a signed-in call is that person's alone (an owner's answer
 * carries the item's waiting changes, docs/review.md#revisions). Every answer sent with an
 * Authorization header is `private, no-store` unless its route said otherwise; the public answers of
 * signed-out calls are the response cache's (`no-cache`, ETag), and pages say `no-cache` themselves.
 */
export function keepSignedInAnswersPrivate(app: App) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization && !reply.hasHeader('cache-control'))
      reply.header('cache-control', SIGNED_IN_CACHE_CONTROL);
    return payload;
  });
}
