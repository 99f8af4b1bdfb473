import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { noteReadTags } from './readTags';

/**
 * What a cached answer depends on. A write names the tags of what it changed; every answer that
 * carries one of them is dropped (here, and on the other instances through Redis).
 */
export const cacheTags = {
  /** Every search answer: any public listing or project may enter, leave or move in a result. */
  search: 'search',
  listing: (id: string) => `listing:${id}`,
  project: (id: string) => `project:${id}`,
  /** A builder's public list of projects. */
  projectsOf: (builderId: string) => `projects-of:${builderId}`,
  /** The public fields of an account: a portfolio, and the builder or poster shown on a detail. */
  account: (userId: string) => `account:${userId}`,
};

/** What a public listing's change (approved, or edited or deleted while public) makes stale. */
export const publicListingTags = (id: string) => [cacheTags.listing(id), cacheTags.search];
/** The same for a builder's project: its page, its builder's list and every search. */
export const publicProjectTags = (id: string, builderId: string) => [
  cacheTags.project(id),
  cacheTags.projectsOf(builderId),
  cacheTags.search,
];

export interface ResponseCache {
  /**
   * Answers an anonymous public read with the JSON kept for `key`, or with `compute` on a miss
   * (kept, unless a write landed while it was computed). ETag, and 304 when the client has it.
   * A signed-in request is never served from the cache nor stored in it: it gets `compute` fresh.
   */
  serve<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: { key: string; tags: string[] | ((answer: T) => string[]) },
    compute: () => Promise<T>,
  ): Promise<T | FastifyReply>;
  /** serve for an answer computed as JSON text: sent as it is, never parsed or serialised again. */
  serveJson(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: { key: string; tags: string[] },
    compute: () => Promise<string>,
  ): Promise<FastifyReply>;
  /** A write changed what these tags name: drops the answers here and tells the other instances. */
  invalidate(tags: string[]): Promise<void>;
  /** Drops the answers with these tags here only (a message from another instance). */
  drop(tags: string[]): void;
  /** Drops everything here (invalidations may have been missed, e.g. while Redis was away). */
  clear(): void;
  readonly size: { entries: number; bytes: number };
  /** Grows with every invalidation and clearing: what was computed in an older one may be stale. */
  readonly generation: number;
  /** Whether something computed in `generation` from answers with these tags may be stale now. */
  isStale(tags: string[], generation: number): boolean;
}

/** Dropped tags remembered (for isStale); beyond, they are forgotten as if everything was dropped. */
const MAX_DROPPED_TAGS = 10_000;

interface Stored {
  body: string;
  etag: string;
  tags: string[];
  bytes: number;
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match: a list of tags, weak or strong, or '*'. */
function clientHas(request: FastifyRequest, etag: string) {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

const sendJson = (reply: FastifyReply, body: string) => reply.type('application/json; charset=utf-8').send(body);

function send(request: FastifyRequest, reply: FastifyReply, stored: Pick<Stored, 'body' | 'etag'>) {
  // no-cache: browsers and a CDN may keep the answer but ask again each time; a 304 is cheap.
  reply.header('etag', stored.etag).header('cache-control', 'no-cache').header('vary', 'authorization');
  if (clientHas(request, stored.etag)) return reply.code(304).send();
  return sendJson(reply, stored.body);
}

/**
 * The in-memory cache of public answers, least recently used dropped first beyond `maxBytes`.
 * `publish` tells the other instances about an invalidation (server/redis.ts); null: one instance.
 */
export function createResponseCache(
  maxBytes: number,
  publish: ((tags: string[]) => Promise<void>) | null = null,
): ResponseCache {
  const entries = new Map<string, Stored>();
  const keysByTag = new Map<string, Set<string>>();
  let bytes = 0;
  /** Grows with every invalidation: an answer computed across one is not kept (it may be stale). */
  let generation = 0;
  /** The generation each tag was last dropped in, and the last one everything was. */
  const droppedIn = new Map<string, number>();
  let clearedIn = 0;

  function remove(key: string) {
    const stored = entries.get(key);
    if (!stored) return;
    entries.delete(key);
    bytes -= stored.bytes;
    for (const tag of stored.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  function store(key: string, stored: Stored) {
    // One answer may not push out most of the others.
    if (stored.bytes > maxBytes / 8) return;
    remove(key);
    entries.set(key, stored);
    bytes += stored.bytes;
    for (const tag of stored.tags) keysByTag.set(tag, (keysByTag.get(tag) ?? new Set()).add(key));
    // A Map iterates in insertion order: the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  /** The answer kept for `key`, or `compute`'s (kept, unless a write to what it read landed meanwhile). */
  async function cached(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<{ body: string; tags: string[] }>,
  ) {
    const hit = entries.get(key);
    if (hit) {
      // Most recently used: to the end of the order.
      entries.delete(key);
      entries.set(key, hit);
      noteReadTags(hit.tags);
      return send(request, reply, hit);
    }
    const startedAt = generation;
    const { body, tags } = await compute();
    noteReadTags(tags);
    const stored = { body, etag: etagOf(body), tags, bytes: Buffer.byteLength(body) + key.length };
    if (!isStale(tags, startedAt)) store(key, stored);
    return send(request, reply, stored);
  }

  function drop(tags: string[]) {
    generation += 1;
    for (const tag of tags) {
      droppedIn.set(tag, generation);
      for (const key of keysByTag.get(tag) ?? []) remove(key);
    }
    if (droppedIn.size > MAX_DROPPED_TAGS) clear();
  }

  function isStale(tags: string[], since: number) {
    return clearedIn > since || tags.some((tag) => (droppedIn.get(tag) ?? 0) > since);
  }

  function clear() {
    generation += 1;
    clearedIn = generation;
    droppedIn.clear();
    for (const key of [...entries.keys()]) remove(key);
  }

  return {
    async serve(request, reply, { key, tags }, compute) {
      if (request.headers.authorization) return compute();
      return cached(request, reply, key, async () => {
        const answer = await compute();
        return { body: JSON.stringify(answer), tags: typeof tags === 'function' ? tags(answer) : tags };
      });
    },
    async serveJson(request, reply, { key, tags }, compute) {
      if (request.headers.authorization) return sendJson(reply, await compute());
      return cached(request, reply, key, async () => ({ body: await compute(), tags }));
    },
    async invalidate(tags) {
      drop(tags);
      await publish?.(tags);
    },
    drop,
    clear,
    get size() {
      return { entries: entries.size, bytes };
    },
    get generation() {
      return generation;
    },
    isStale,
  };
}

/** RESPONSE_CACHE=off: every read computed (the bench's cold runs), writes still fine to call. */
export const noResponseCache: ResponseCache = {
  serve: (_request, _reply, _entry, compute) => compute(),
  serveJson: async (_request, reply, _entry, compute) => sendJson(reply, await compute()),
  invalidate: async () => undefined,
  drop: () => undefined,
  clear: () => undefined,
  size: { entries: 0, bytes: 0 },
  generation: 0,
  isStale: () => true,
};
