import type { SWRHook } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStoredSession, type KeyValueStore } from '@/lib/storage';
import { serverDataIsFresh } from './serverData';

/** Local storage as the browser has it, for the session check. */
function fakeLocalStorage(): KeyValueStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** The options the hook under the middleware is called with, for a key, at a time after the render. */
function optionsFor(key: string, msAfterRender: number) {
  const renderedAt = 1_000_000;
  vi.spyOn(Date, 'now').mockReturnValue(renderedAt + msAfterRender);
  const next = vi.fn((..._args: unknown[]) => undefined) as unknown as SWRHook;
  const hook = serverDataIsFresh({ '/api/properties?sort=newest': { items: [] } }, renderedAt)(next);
  hook(key, null, {} as never);
  return (vi.mocked(next).mock.calls[0] as unknown[])[2] as { revalidateOnMount?: boolean };
}

describe('the data a page was server-rendered with', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is not fetched again when a signed-out visitor hydrates the page', () => {
    vi.stubGlobal('localStorage', fakeLocalStorage());
    expect(optionsFor('/api/properties?sort=newest', 1_000).revalidateOnMount).toBe(false);
  });

  it('is fetched again for a signed-in visitor, for other keys, and once it is half a minute old', () => {
    const storage = fakeLocalStorage();
    vi.stubGlobal('localStorage', storage);
    expect(optionsFor('/api/listings/1', 1_000).revalidateOnMount).toBeUndefined();
    expect(optionsFor('/api/properties?sort=newest', 31_000).revalidateOnMount).toBeUndefined();
    writeStoredSession({ token: 'a.b.c', user: { name: 'Asha' } }, storage);
    expect(optionsFor('/api/properties?sort=newest', 1_000).revalidateOnMount).toBeUndefined();
  });
});
