import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { OWN_ITEM_REVIEW, SIGNED_IN_CACHE_CONTROL } from '@/api/contract';
import { accountOf, db } from '../db';
import { answeredOnce } from './idempotency';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** MSW paths match any origin, so the same handlers serve the browser (stories) and Node (tests).
 * Decoded so that apiPaths.x(':param') keeps its `:param` after encodeURIComponent. */
export const anyOrigin = (path: string) => `*${decodeURIComponent(path)}`;

async function record(request: Request, path: string) {
  const type = request.headers.get('content-type') ?? '';
  const entry = {
    method: request.method,
    path,
    search: new URL(request.url).search.replace(/^\?/, ''),
    body: null as unknown,
    authorization: request.headers.get('authorization'),
  };
  if (type.includes('multipart/form-data')) {
    const parts: Record<string, unknown[]> = {};
    for (const [name, value] of (await request.clone().formData()).entries()) {
      const shown = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
      (parts[name] ??= []).push(shown);
    }
    db.requests.push({ ...entry, parts });
  } else {
    const text = await request.clone().text();
    let body: unknown = text || null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // keep the raw text: a handler's validation answers 400
    }
    db.requests.push({ ...entry, body });
  }
}

/** docs/api.md#caching, as the server does: an answer to a signed-in call is private, no-store. */
function keptPrivate<Answer>(request: Request, answer: Answer): Answer {
  const response = answer instanceof Response && answer.type !== 'error' ? answer : null;
  if (response && request.headers.has('authorization') && !response.headers.has('cache-control'))
    response.headers.set('cache-control', SIGNED_IN_CACHE_CONTROL);
  return answer;
}

/**
 * The named scenarios every endpoint has: ok (the given resolver over the db), serverError (500),
 * networkError (no response), slow (never answers: the loading state). Each request is recorded.
 */
export function endpoint(method: Method, pathPattern: string, ok: HttpResponseResolver) {
  const on = (resolver: HttpResponseResolver, options?: { once: boolean }) =>
    http[method](
      anyOrigin(pathPattern),
      async (info) => {
        await record(info.request, new URL(info.request.url).pathname);
        return keptPrivate(info.request, await resolver(info));
      },
      options,
    );
  return {
    ok: on(ok),
    serverError: on(() => HttpResponse.json({ message: 'Internal server error' }, { status: 500 })),
    networkError: on(() => HttpResponse.error()),
    /** Fails the first request only; the next one reaches the default handler (a retry works). */
    serverErrorOnce: on(() => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }), { once: true }),
    slow: on(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
    /** Any other answer: `answer(404, { message: 'Builder not found' })`. */
    answer: (status: number, body: object | null = null) =>
      on(() => (body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }))),
    /** ok, but after a delay in ms (to see optimistic updates). */
    delayed: (ms: number) =>
      on(async (info) => {
        await delay(ms);
        return ok(info);
      }),
  };
}

/** A creating write (docs/api.md#idempotency): its ok scenario answers a repeated Idempotency-Key once. */
export const idempotentEndpoint = (method: Method, pathPattern: string, ok: HttpResponseResolver) =>
  endpoint(method, pathPattern, answeredOnce(ok));

export const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });
export const unauthorized = () => HttpResponse.json({ message: 'Please sign in again' }, { status: 401 });

export const forbidden = (message: string) => HttpResponse.json({ message }, { status: 403 });

/** Like the server's staff check: the signed-in member of the review team, or the answer that refuses. */
/** docs/review.md#review-own-item: staff never act on what they posted themselves, as the server refuses. */
export const ownItemRefusal = (staff: { _id: string }, ownerId: string) =>
  staff._id === ownerId ? forbidden(OWN_ITEM_REVIEW) : null;

export function staffOf(request: Request, message: string) {
  const account = accountOf(request);
  if (!account) return { refusal: unauthorized() };
  return account.isStaff ? { account } : { refusal: forbidden(message) };
}
