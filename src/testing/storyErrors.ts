/**
 * What a story must not leave behind: a `console.error` (React's warnings, MSW's unhandled
 * request, a caught failure logged) or a promise rejection nobody handled. Each is a bug a person
 * would not see in the pixels, so it fails the story (.storybook/vitest.setup.ts).
 */
export interface ErrorScope {
  console: Pick<Console, 'error'>;
  addEventListener(type: 'unhandledrejection', listener: (event: Event) => void): void;
  removeEventListener(type: 'unhandledrejection', listener: (event: Event) => void): void;
}

/**
 * React's notices about act(), the test helper that batches updates: Storybook's renderer wraps a
 * story's events in it, and an update that arrives later (a response, a timer, a lazy chunk) is
 * reported as if the test had forgotten it. A browser has no act(); the notice says nothing about
 * the page, so it neither fails the story nor reaches the log (ten lines apiece, eight typing
 * stories wrote 1,900 lines of CI's output with them).
 */
const actNotices = [/not wrapped in act\(/, /suspended inside an `act` scope/];

/** Starts collecting; `stop()` restores the console and throws when anything was collected. */
export function watchStoryErrors(scope: ErrorScope) {
  const problems: string[] = [];
  const originalError = scope.console.error;
  scope.console.error = (...args: unknown[]) => {
    const message = formatLogged(args);
    if (actNotices.some((notice) => notice.test(message))) return;
    problems.push(`console.error: ${message}`);
    originalError.apply(scope.console, args);
  };
  const onRejection = (event: Event) => {
    problems.push(`unhandled rejection: ${describe((event as PromiseRejectionEvent).reason)}`);
  };
  scope.addEventListener('unhandledrejection', onRejection);

  return {
    stop() {
      scope.console.error = originalError;
      scope.removeEventListener('unhandledrejection', onRejection);
      if (problems.length > 0) throw new Error(`The story logged errors:\n${problems.join('\n')}`);
    },
  };
}

/** Fills `%s`-style placeholders as the console does (React formats its warnings that way). */
function formatLogged([first, ...rest]: unknown[]) {
  if (typeof first !== 'string') return [first, ...rest].map(describe).join(' ');
  const message = first.replace(/%[sdifoOc]/g, (placeholder) =>
    placeholder === '%c' ? (rest.shift(), '') : describe(rest.shift()),
  );
  return [message, ...rest.map(describe)].join(' ');
}

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
