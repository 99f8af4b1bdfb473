// Unit tests run in Node; nothing to set up globally yet beyond failing on stray console errors.
import { afterEach, vi } from 'vitest';

const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${String(calls[0]?.[0])}`);
});
