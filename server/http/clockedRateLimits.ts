/**
 * @fastify/rate-limit's in-process counters on the app's clock (`config.now`), so a test moves the
 * minute window instead of waiting on a real one. The window is the plugin's LocalStore's: it
 * starts at a client's first call and counts until `timeWindow` has passed. With several instances
 * the counters live in Redis instead, and fall back to this store while it is away
 * (server/http/redisRateLimits.ts). docs/auth.md#login-limits.
 */
interface Window {
  count: number;
  startMs: number;
}

type Answer = (error: Error | null, state: { current: number; ttl: number }) => void;

/** Clients remembered at most (the plugin's LocalStore keeps 5000 too); the oldest is forgotten first. */
const MAX_CLIENTS = 5000;

export function clockedRateLimitStore(now: () => Date) {
  return class ClockedRateLimitStore {
    readonly #windows = new Map<string, Window>();

    incr(key: string, answer: Answer, timeWindow: number) {
      const nowMs = now().getTime();
      const open = this.#windows.get(key);
      const window = open && open.startMs + timeWindow > nowMs ? open : { count: 0, startMs: nowMs };
      window.count += 1;
      // Re-inserted, so the map's order is the order of last use.
      this.#windows.delete(key);
      this.#windows.set(key, window);
      if (this.#windows.size > MAX_CLIENTS) this.#windows.delete(this.#windows.keys().next().value!);
      answer(null, { current: window.count, ttl: window.startMs + timeWindow - nowMs });
    }

    /** Each limited route counts on its own, as with the plugin's own stores. */
    child() {
      return new ClockedRateLimitStore();
    }
  };
}
