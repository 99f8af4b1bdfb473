import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ClockContext } from '@/components/Clock';
import { manualClock } from './manualClock';

/**
 * A fresh manual clock for each story of a file: `beforeEach: clock.reset`, `decorators:
 * [clock.provide]` (the components below take their time from it), then `clock.advance(ms)` in play.
 * `storyClock(Date.parse(...))` starts at that moment: dates shown relative to today read the same every day.
 */
export function storyClock(start = 0) {
  let current = manualClock(start);
  return {
    get current() {
      return current;
    },
    reset: () => void (current = manualClock(start)),
    /** A date `days` before the clock's start, as the API writes it: what a story's data is dated from. */
    daysBefore: (days: number) => new Date(start - days * 24 * 60 * 60 * 1000).toISOString(),
    provide: ((Story) => (
      <ClockContext value={current}>
        <Story />
      </ClockContext>
    )) satisfies Decorator,
    /** Waits until a component has set its timer (its effect has run), as a person sees the message. */
    started: () => waitFor(() => expect(current.pending()).toBeGreaterThan(0)),
    advance: (ms: number) => current.advance(ms),
  };
}
