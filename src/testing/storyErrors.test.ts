import { describe, expect, it, vi } from 'vitest';
import { watchStoryErrors } from './storyErrors';

/** A window stand-in: its own console and events, so the unit run's console stays untouched. */
function fakeWindow() {
  const target = new EventTarget();
  const log = vi.fn();
  return Object.assign(target, { console: { error: log }, log });
}

const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

describe('watchStoryErrors', () => {
  it('passes a story that logged nothing and gives the console back', () => {
    const window = fakeWindow();
    const original = window.console.error;
    const watch = watchStoryErrors(window);
    expect(() => watch.stop()).not.toThrow();
    expect(window.console.error).toBe(original);
  });

  it('fails a story that logged console.error, with the message as React formats it', () => {
    const window = fakeWindow();
    const watch = watchStoryErrors(window);
    window.console.error('Each child in a list should have a unique "%s" prop.%s', 'key', ' See Listings.');
    expect(() => watch.stop()).toThrow(
      'console.error: Each child in a list should have a unique "key" prop. See Listings.',
    );
    // The message still reaches the browser's console.
    expect(window.log).toHaveBeenCalledOnce();
  });

  it("neither counts nor logs React's act() notices, which are about the test harness, not the page", () => {
    const window = fakeWindow();
    const watch = watchStoryErrors(window);
    window.console.error('An update to %s inside a test was not wrapped in act(...).', 'TextField');
    window.console.error('A component suspended inside an `act` scope, but the `act` call was not awaited.');
    expect(() => watch.stop()).not.toThrow();
    expect(window.log).not.toHaveBeenCalled();
  });

  it('fails a story that left a promise rejection unhandled', () => {
    const window = fakeWindow();
    const watch = watchStoryErrors(window);
    window.dispatchEvent(rejection(new TypeError('Failed to fetch')));
    expect(() => watch.stop()).toThrow(/unhandled rejection: TypeError: Failed to fetch/);
  });

  it('stops listening once stopped', () => {
    const window = fakeWindow();
    watchStoryErrors(window).stop();
    window.console.error('after the story');
    window.dispatchEvent(rejection('late'));
    expect(() => watchStoryErrors(window).stop()).not.toThrow();
  });
});
