import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ClockContext } from '@/components/Clock';
import { manualClock } from './manualClock';

/**
 * A fresh manual clock for each story of a file: `beforeEach: clock.reset`, `decorators:
 * [clock.provide]` (the components below take their time from it), then `clock.advance(ms)` in play.
 */
export function storyClock() {
  let current = manualClock();
  return {
    get current() {
      return current;
    },
    reset: () => void (current = manualClock()),
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
