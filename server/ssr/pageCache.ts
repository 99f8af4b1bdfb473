import type { ResponseCache } from '../http/responseCache';
import { memoryLru } from '../http/memoryLru';

interface CachedPage {
  status: number;
  /** The page with the process's placeholder where each answer's CSP nonce goes. */
  html: string;
  /** The tags of the API answers it was rendered from: a write that drops one makes it stale. */
  tags: string[];
  /** The response cache's generation it was rendered in. */
  generation: number;
  /** The API read to make for each visitor it is served to (a listing's page: the read counts their view). */
  viewRead?: string | undefined;
}

/**
 * Server-rendered pages kept for the next visitor (docs/architecture.md#server-rendering): what a
 * signed-out visitor sees does not depend on who asks, so one rendering serves all until a write
 * drops one of the answers it was rendered from (here or on another instance: the response cache
 * hears of both). Least recently used pages go first beyond `maxBytes`.
 */
export function createPageCache(responses: ResponseCache, maxBytes: number) {
  const pages = memoryLru<CachedPage>(maxBytes);

  return {
    /** The generation a rendering starts in, to hand back to `keep`. */
    get generation() {
      return responses.generation;
    },
    find(key: string): Omit<CachedPage, 'generation' | 'tags'> | undefined {
      const page = pages.get(key);
      if (page && !responses.isStale(page.tags, page.generation)) return page;
      pages.delete(key);
      return undefined;
    },
    /** Keeps a page rendered in `generation`, unless a write it read has landed since; none over an eighth of the room. */
    keep(key: string, page: Omit<CachedPage, 'generation'>, generation: number) {
      if (responses.isStale(page.tags, generation) || page.html.length > maxBytes / 8) return;
      pages.set(key, { ...page, generation }, page.html.length);
    },
  };
}
