import { HttpResponse, type HttpResponseResolver } from 'msw';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  idempotencyKeyPattern,
  idempotencyMessages,
} from '@/api/contract';
import { accountOf, db } from '../db';

/** What a request sends, as text: JSON as parsed, a form's text parts and its files by name, type and size. */
async function fingerprintOf(request: Request): Promise<string> {
  const path = new URL(request.url).pathname;
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    const parts = [...(await request.clone().formData()).entries()].map(([name, value]) =>
      typeof value === 'string' ? [name, value] : [name, value.name, value.type, value.size],
    );
    return JSON.stringify([request.method, path, parts]);
  }
  return JSON.stringify([request.method, path, await request.clone().text()]);
}

/**
 * docs/api.md#idempotency, as the server answers it: a creating write sent with an Idempotency-Key
 * is done once per account and key; a repeat gets the first answer again (with Idempotent-Replayed),
 * the same key with another request 422, a malformed key 400. Only answers that wrote (2xx) are kept.
 */
export function answeredOnce(write: HttpResponseResolver): HttpResponseResolver {
  return async (info) => {
    const key = info.request.headers.get(IDEMPOTENCY_KEY_HEADER);
    if (key === null) return write(info);
    if (!idempotencyKeyPattern.test(key))
      return HttpResponse.json({ message: idempotencyMessages.badKey }, { status: 400 });
    const account = accountOf(info.request);
    if (!account) return write(info);
    const fingerprint = await fingerprintOf(info.request);
    const stored = db.idempotencyKeys.get(`${account._id} ${key}`);
    if (stored) {
      if (stored.fingerprint !== fingerprint)
        return HttpResponse.json({ message: idempotencyMessages.reusedKey }, { status: 422 });
      return HttpResponse.json(stored.body as object, {
        status: stored.status,
        headers: { [IDEMPOTENT_REPLAY_HEADER]: 'true' },
      });
    }
    const answer = await write(info);
    if (answer instanceof Response && answer.ok)
      db.idempotencyKeys.set(`${account._id} ${key}`, {
        fingerprint,
        status: answer.status,
        body: (await answer.clone().json()) as unknown,
      });
    return answer;
  };
}
