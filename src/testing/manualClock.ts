import type { Clock } from '@/lib/clock';

/**
 * A clock a story moves by hand: a timer runs when `advance` passes its time, never on its own, so
 * "gone after 3 s" is checked by moving time, not by waiting (and holds on a busy machine). It starts
 * at `start` (ms since 1970): a story that shows dates ("3 days ago") fixes its own today.
 */
export function manualClock(start = 0): Clock & { advance(ms: number): void; pending(): number } {
  let now = start;
  let lastId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      timers.set(++lastId, { at: now + ms, callback });
      return lastId;
    },
    clearTimeout: (timer) => void timers.delete(timer as number),
    /** Moves time on by `ms`, running each timer that falls due on the way, earliest first. */
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const [due] = [...timers].filter(([, t]) => t.at <= end).sort(([a, t], [b, u]) => t.at - u.at || a - b);
        if (!due) break;
        const [id, timer] = due;
        timers.delete(id);
        now = timer.at;
        timer.callback();
      }
      now = end;
    },
    /** How many timers wait to run. */
    pending: () => timers.size,
  };
}
