/**
 * Where timers take their time from. The product runs on the system's; a story hands a component a
 * clock it moves by hand (src/testing/manualClock.ts), so a timeout is checked without waiting it out.
 */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** A countdown that can be paused and resumed (a toast waits while hovered). */
export interface PausableTimer {
  /** Starts again with this delay. */
  reset(delay: number): void;
  /** Stops, keeping what is left for the next resume. */
  pause(): void;
  /** Goes on with what is left; resuming a running timer changes nothing, so it never runs twice. */
  resume(): void;
}

/**
 * A PausableTimer on `clock`. A closure rather than a class with private fields: it is in every
 * page's first load (the toast queue's), and a minifier can shorten a closure's names, not #fields.
 */
export function pausableTimer(clock: Clock, callback: () => void, delay: number): PausableTimer {
  let timer: unknown;
  let startedAt = 0;
  let remaining = delay;
  const stop = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  const resume = () => {
    if (timer !== undefined || remaining <= 0) return;
    startedAt = clock.now();
    timer = clock.setTimeout(() => {
      timer = undefined;
      remaining = 0;
      callback();
    }, remaining);
  };
  return {
    reset(next) {
      stop();
      remaining = next;
      resume();
    },
    pause() {
      if (timer === undefined) return;
      stop();
      remaining -= clock.now() - startedAt;
    },
    resume,
  };
}
