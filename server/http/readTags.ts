import { AsyncLocalStorage } from 'node:async_hooks';

/** What one rendering read: the tags of the cached answers, and how many such answers. */
interface Reads {
  tags: Set<string>;
  answers: number;
}

const rendering = new AsyncLocalStorage<Reads>();

/**
 * Runs `render` (a server-rendered page) noting the tags of the cached API answers it reads, which the
 * response cache reports (`noteReadTags`): the writes that make the page stale are those that drop one
 * of them (server/ssr/pageCache.ts).
 */
export async function readingTags<T>(render: () => Promise<T>) {
  const reads: Reads = { tags: new Set(), answers: 0 };
  const result = await rendering.run(reads, render);
  return { result, tags: [...reads.tags], answers: reads.answers };
}

/** One cached answer, with its tags, was read (by a rendering, if one is under way). */
export function noteReadTags(tags: string[]) {
  const reads = rendering.getStore();
  if (!reads) return;
  reads.answers += 1;
  for (const tag of tags) reads.tags.add(tag);
}
