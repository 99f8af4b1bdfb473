import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { clockedRateLimitStore } from './clockedRateLimits';

/** Keys as @fastify/rate-limit's own Redis store wrote them, so counts carry over a deploy. */
const NAME_SPACE = 'nivaas:rate-limit:';

/** One call counted: the window starts at a key's first call and lasts `timeWindow` ms. */
const COUNT = `
  local current = redis.call('INCR', KEYS[1])
  local ttl = redis.call('PTTL', KEYS[1])
  if current == 1 or ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return {current, ttl}
`;

type Answer = (error: Error | null, state: { current: number; ttl: number }) => void;

/** What the plugin passes to `child` (its types say the route's options; it sends them as `routeInfo`). */
interface ChildOptions {
  routeInfo: { method: string; url: string };
}

/**
 * docs/auth.md#login-limits: with several instances the per-address counters live in Redis, so a
 * limit counts a client's calls to all of them. A call Redis cannot count (it is away, or does not
 * answer in time) is counted in this instance instead (the clocked in-process store): a limit is
 * never skipped, it is only per instance while Redis is away. The outage is logged once when it
 * starts and once when Redis counts again, not once a call.
 */
export function redisRateLimitStore({ client, now, log }: { client: Redis; now: () => Date; log: FastifyBaseLogger }) {
  const LocalStore = clockedRateLimitStore(now);
  let away = false;

  const wentAway = (reason: string) => {
    if (away) return;
    away = true;
    log.error(
      { reason },
      'Redis is unreachable: rate limits now count in this instance only (a client may make its allowance on each instance) until it is back',
    );
  };
  const cameBack = () => {
    if (!away) return;
    away = false;
    log.warn('Redis is back: rate limits count across all instances again');
  };

  return class RedisRateLimitStore {
    readonly #prefix: string;
    readonly #local = new LocalStore();

    constructor(_options?: unknown, prefix = NAME_SPACE) {
      this.#prefix = prefix;
    }

    incr(key: string, answer: Answer, timeWindow: number) {
      const countHere = (reason: string) => {
        wentAway(reason);
        this.#local.incr(key, answer, timeWindow);
      };
      // Not connected: ioredis would only fail the command (no offline queue, server/redis.ts).
      if (client.status !== 'ready') return countHere(`the connection is ${client.status}`);
      (client.eval(COUNT, 1, this.#prefix + key, timeWindow) as Promise<[number, number]>).then(
        ([current, ttl]) => {
          cameBack();
          answer(null, { current, ttl });
        },
        (error: Error) => countHere(error.message),
      );
    }

    /** Each limited route counts on its own, under the key the plugin's Redis store gave it. */
    child(options: object) {
      const { routeInfo } = options as ChildOptions;
      return new RedisRateLimitStore(undefined, `${NAME_SPACE}${routeInfo.method}${routeInfo.url}-`);
    }
  };
}
