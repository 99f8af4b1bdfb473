import type { ResponseCache } from '../http/responseCache';
import { memoryLru } from '../http/memoryLru';

interface CachedPage {
  status: number;
  /** The page with the process's placeholder where each answer's CSP nonce goes. */
  html: string;
  /** The response cache's generation it was rendered in: any public write since makes it stale. */
  generation: number;
  /** The API read to make for each visitor it is served to (a listing's page: the read counts their view). */
  viewRead?: string | undefined;
}

/**
 * Server-rendered pages kept for the next visitor (docs/architecture.md#server-rendering): what a
 * signed-out visitor sees does not depend on who asks, so one rendering serves all until a public
 * write. Rather than tracking which answers each page read, any invalidation of the response cache
 * (here or from another instance) retires every page: writes are rare beside reads. Least recently
 * used pages go first beyond `maxBytes`.
 */
export function createPageCache(responses: ResponseCache, maxBytes: number) {
  const pages = memoryLru<CachedPage>(maxBytes);

  return {
    /** The generation a rendering starts in, to hand back to `keep`. */
    get generation() {
      return responses.generation;
    },
    find(key: string): Omit<CachedPage, 'generation'> | undefined {
      const page = pages.get(key);
      if (page?.generation === responses.generation) return page;
      pages.delete(key);
      return undefined;
    },
    /** Keeps a page rendered in `generation`, unless a write has landed since; none over an eighth of the room. */
    keep(key: string, page: Omit<CachedPage, 'generation'>, generation: number) {
      if (generation !== responses.generation || page.html.length > maxBytes / 8) return;
      pages.set(key, { ...page, generation }, page.html.length);
    },
  };
}
