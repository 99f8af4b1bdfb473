import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The channel on which instances tell each other which cached answers a write made stale. */
const INVALIDATIONS = 'nivaas:cache-invalidations';
/** How long starting waits for Redis before giving up (REDIS_URL set but nothing answers). */
const CONNECT_MS = 10_000;
/** How long a rate-limit count or a publish waits for Redis before it is given up. */
const COMMAND_MS = 500;

/**
 * What several instances share through Redis (README: Running several instances): the rate-limit
 * counters (server/http/redisRateLimits.ts on `client`) and the cache invalidations (pub/sub).
 * Token revocations need nothing here: they are rows of revoked_tokens, read on every request.
 */
export interface SharedState {
  client: Redis;
  /** Tells the other instances that answers with these tags are stale. */
  publish(tags: string[]): Promise<void>;
  /**
   * `drop` receives the other instances' invalidations; `clear` is called when the subscription
   * came back after a cut, when some may have been missed.
   */
  subscribe(handlers: { drop(tags: string[]): void; clear(): void }): Promise<void>;
  close(): Promise<void>;
}

async function connected(redis: Redis) {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${CONNECT_MS / 1000} s`)), CONNECT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<SharedState> {
  // Commands fail at once while Redis is away rather than queueing, and a command that gets no
  // answer fails after COMMAND_MS: a login is not held up for it (its limit counts in the instance).
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: COMMAND_MS });
  const subscriber = new Redis(url);
  for (const redis of [client, subscriber]) {
    // ioredis reports each failed reconnection: one line per outage is enough.
    let failing = false;
    redis.on('error', (error) => {
      if (!failing) log.warn({ err: error }, 'Redis error');
      failing = true;
    });
    redis.on('ready', () => {
      failing = false;
    });
  }
  const self = randomUUID();
  try {
    await Promise.all([connected(client), connected(subscriber)]);
  } catch (error) {
    client.disconnect();
    subscriber.disconnect();
    throw error;
  }

  return {
    client,
    async publish(tags) {
      try {
        await client.publish(INVALIDATIONS, JSON.stringify({ from: self, tags }));
      } catch (error) {
        // The other instances clear their caches when their subscription comes back (below).
        log.warn({ err: error, tags }, 'could not tell the other instances about a change');
      }
    },
    async subscribe({ drop, clear }) {
      subscriber.on('message', (channel: string, message: string) => {
        if (channel !== INVALIDATIONS) return;
        try {
          const { from, tags } = JSON.parse(message) as { from: string; tags: string[] };
          if (from !== self) drop(tags);
        } catch {
          log.warn({ message }, 'an invalidation that is not JSON was ignored');
        }
      });
      // ioredis subscribes again by itself after a reconnection; what was published meanwhile is lost.
      subscriber.on('ready', clear);
      await subscriber.subscribe(INVALIDATIONS);
    },
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
}
