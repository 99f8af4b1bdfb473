import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * A story's page lives until its test has been checked, then goes.
 * Storybook unmounts a story only when the next one starts, so a request the story left unanswered
 * (a `slow` handler's loading state) could time out into a toast or an error in the next story's
 * checks; unmounted at the end of its own test, the page has nothing left to update.
 */
let ended = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const storyLifetime = {
  begin() {
    ended = false;
    notify();
  },
  end() {
    ended = true;
    notify();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Renders the story until its test ends. */
export function WhileTheStoryRuns({ children }: { children: ReactNode }) {
  const over = useSyncExternalStore(subscribe, () => ended);
  return over ? null : children;
}
