import type { Middleware } from 'swr';
import { unstable_serialize } from 'swr';
import { readToken } from '@/lib/storage';

/** How long the data a page was server-rendered with counts as fresh for the hooks that mount with it. */
const SERVER_DATA_FRESH_MS = 30_000;

/**
 * An SWR middleware: a hook mounting on a key the server rendered the page with does not fetch it
 * again at once, when the visitor is signed out (the server rendered exactly what the API would
 * answer them). A signed-in visitor's hooks revalidate as usual: an owner may see more than the
 * public page (their own pending listing). Later mounts, and every mutate, fetch as usual.
 */
export function serverDataIsFresh(fallback: Record<string, unknown>, renderedAt = Date.now()): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const fresh =
      unstable_serialize(key) in fallback && Date.now() - renderedAt < SERVER_DATA_FRESH_MS && readToken() === null;
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };
}
