import { createHash } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  IDEMPOTENT_REPLAY_HEADER,
  idempotencyKeyPattern,
  idempotencyMessages,
} from '@/api/contract';
import type { Tx } from '../db/client';
import { idempotencyKeys, type IdempotencyKeyRow } from '../db/schema';
import type { App, Services } from '../services';
import { signedIn } from './auth';
import { badRequest, HttpError } from './errors';

/** What an idempotent request carries through its route: who sent which key for what. */
interface KeyedRequest {
  userId: string;
  key: string;
  /** The method and the path as sent: the same key on another inquiry is another request. */
  route: string;
  /** sha256 of the body as the server read it; a multipart body's once the route has read it. */
  requestHash: string | null;
  /** The answer already given to this key, when there is one. */
  stored: IdempotencyKeyRow | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** docs/api.md#idempotency: a creating write that answers a repeated Idempotency-Key from memory. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: KeyedRequest;
  }
}

/** The key was answered by another request (stored before this one looked, or committed while it waited). */
class KeyAnswered extends Error {}

/** A value's JSON with its object keys sorted: the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * A multipart route's body is read inside the route (server/http/multipart.ts calls this once it has
 * every part): its fingerprint is the text parts and each file's hash, never the raw bytes, whose
 * boundary a browser picks anew for each send. A repeat of an answered key stops here, before the
 * photos are processed.
 */
export function multipartRead(
  request: FastifyRequest,
  form: { texts: Record<string, string | undefined>; files: { field: string; bytes: Buffer }[] },
) {
  const keyed = request.idempotency;
  if (!keyed) return;
  keyed.requestHash = sha256(
    canonicalJson({ texts: form.texts, files: form.files.map((f) => [f.field, sha256(f.bytes)]) }),
  );
  if (keyed.stored) throw new KeyAnswered();
}

/**
 * Inside the write's transaction, around the write: claims the request's key first (a repeat that
 * arrives while this runs waits on the key's row, then is answered with this answer), runs the
 * write, and stores its answer, all committed together or not at all. So a write whose response was
 * lost (a reset, a crash after the commit) is answered again, never done twice; a write that failed
 * left no key, and its retry runs again. Without a key it is just the write.
 */
export async function answeringOnce<T>(
  tx: Tx,
  request: FastifyRequest,
  status: number,
  write: () => Promise<T>,
): Promise<T> {
  const keyed = request.idempotency;
  if (!keyed) return write();
  if (keyed.requestHash === null) throw new Error('An idempotent route wrote before its body was read');
  const now = request.server.services.config.now();
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
  const claim = { route: keyed.route, requestHash: keyed.requestHash, status, response: null, createdAt: now };
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ userId: keyed.userId, key: keyed.key, ...claim })
    // An expired key is the user's to use again.
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: claim,
      setWhere: lt(idempotencyKeys.createdAt, expired),
    })
    .returning({ key: idempotencyKeys.key });
  if (!claimed) throw new KeyAnswered();
  const answer = await write();
  await tx
    .update(idempotencyKeys)
    .set({ response: answer })
    .where(and(eq(idempotencyKeys.userId, keyed.userId), eq(idempotencyKeys.key, keyed.key)));
  return answer;
}

/** A write run once per idempotency key, inside the caller's transaction: what a service is handed. */
export type AnswerOnce = <T>(tx: Tx, write: () => Promise<T>) => Promise<T>;

/** answeringOnce bound to a request and its status, for a service that knows no request. */
export const answerOnceFor =
  (request: FastifyRequest, status: number): AnswerOnce =>
  (tx, write) =>
    answeringOnce(tx, request, status, write);

/** How often an instance deletes the expired keys of everyone (a key is also ignored once expired). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * docs/api.md#idempotency: routes with `config: { idempotent: true }` read an `Idempotency-Key`
 * header. A key answered before (by this user, within 24 hours) is answered again from the table,
 * the same status and body, without running the route; the same key with another method, path or
 * body is 422. Without the header a route behaves as before. Installed before the routes.
 */
export function installIdempotency(app: App, services: Services) {
  const { db, config } = services;
  let lastSweep = 0;

  async function storedAnswer(userId: string, key: string) {
    const now = config.now().getTime();
    if (now - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now;
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEY_LIFETIME_MS)));
    }
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
          gte(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEY_LIFETIME_MS)),
        ),
      );
    return row ?? null;
  }

  function replay(reply: FastifyReply, keyed: KeyedRequest, stored: IdempotencyKeyRow) {
    if (stored.route !== keyed.route || stored.requestHash !== keyed.requestHash)
      throw new HttpError(422, idempotencyMessages.reusedKey);
    reply.log.info({ key: keyed.key, route: keyed.route }, 'idempotent answer replayed');
    return reply.status(stored.status).header(IDEMPOTENT_REPLAY_HEADER, 'true').send(stored.response);
  }

  const keyed = (handler: RouteHandlerMethod): RouteHandlerMethod =>
    async function (this: FastifyInstance, request, reply) {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      if (key === undefined) return handler.call(this, request, reply);
      if (typeof key !== 'string' || !idempotencyKeyPattern.test(key)) throw badRequest(idempotencyMessages.badKey);
      const user = await signedIn(services, request);
      const request_: KeyedRequest = {
        userId: user.id,
        key,
        route: `${request.method} ${request.url.split('?')[0]}`,
        // A JSON body is read and checked by now; a multipart one is the route's to read (multipartRead).
        requestHash: request.body === undefined ? null : sha256(canonicalJson(request.body)),
        stored: await storedAnswer(user.id, key),
      };
      request.idempotency = request_;
      if (request_.stored && request_.requestHash !== null) return replay(reply, request_, request_.stored);
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        if (!(error instanceof KeyAnswered)) throw error;
        const stored = request_.stored ?? (await storedAnswer(user.id, key));
        if (!stored) throw error;
        return replay(reply, request_, stored);
      }
    };

  app.decorateRequest('idempotency', undefined);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.idempotent) route.handler = keyed(route.handler);
  });
}
