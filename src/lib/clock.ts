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

/**
 * A countdown that can be paused and resumed (a toast waits while hovered): what is left of it is
 * kept across pauses. Resuming a running timer changes nothing, so it never runs twice.
 */
export class PausableTimer {
  #timer: unknown;
  #startedAt = 0;
  #remaining: number;

  constructor(
    private readonly clock: Clock,
    private readonly callback: () => void,
    delay: number,
  ) {
    this.#remaining = delay;
  }

  reset(delay: number) {
    this.#stop();
    this.#remaining = delay;
    this.resume();
  }

  pause() {
    if (this.#timer === undefined) return;
    this.#stop();
    this.#remaining -= this.clock.now() - this.#startedAt;
  }

  resume() {
    if (this.#timer !== undefined || this.#remaining <= 0) return;
    this.#startedAt = this.clock.now();
    this.#timer = this.clock.setTimeout(() => {
      this.#timer = undefined;
      this.#remaining = 0;
      this.callback();
    }, this.#remaining);
  }

  #stop() {
    if (this.#timer !== undefined) this.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
