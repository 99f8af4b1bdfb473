import type { ResponseCache } from '../http/responseCache';

interface CachedPage {
  status: number;
  /** The page with the process's placeholder where each answer's CSP nonce goes. */
  html: string;
  /** The response cache's generation it was rendered in: any public write since makes it stale. */
  generation: number;
}

/**
 * Server-rendered pages kept for the next visitor (docs/architecture.md#server-rendering): what a
 * signed-out visitor sees does not depend on who asks, so one rendering serves all until a public
 * write. Rather than tracking which answers each page read, any invalidation of the response cache
 * (here or from another instance) retires every page: writes are rare beside reads. Least recently
 * used pages go first beyond `maxBytes`.
 */
export function createPageCache(responses: ResponseCache, maxBytes: number) {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;

  function remove(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.html.length;
  }

  return {
    /** The generation a rendering starts in, to hand back to `keep`. */
    get generation() {
      return responses.generation;
    },
    find(key: string): Pick<CachedPage, 'status' | 'html'> | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      remove(key);
      if (page.generation !== responses.generation) return undefined;
      // Most recently used: to the end of the order.
      pages.set(key, page);
      bytes += page.html.length;
      return page;
    },
    /** Keeps a page rendered in `generation`, unless a write has landed since. */
    keep(key: string, page: Omit<CachedPage, 'generation'>, generation: number) {
      if (generation !== responses.generation || page.html.length > maxBytes / 8) return;
      remove(key);
      pages.set(key, { ...page, generation });
      bytes += page.html.length;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
