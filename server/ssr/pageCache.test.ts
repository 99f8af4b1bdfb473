import { describe, expect, it } from 'vitest';
import type { ResponseCache } from '../http/responseCache';
import { createPageCache } from './pageCache';

/** The response cache as the page cache sees it: a generation that a write moves on. */
function responses() {
  const state = { generation: 0 };
  return { cache: state as unknown as ResponseCache, write: () => (state.generation += 1) };
}

const page = (html: string) => ({ status: 200, html });

describe('the cache of server-rendered pages', () => {
  it('keeps a page for the next visitor until a public write', () => {
    const { cache, write } = responses();
    const pages = createPageCache(cache, 1000);
    pages.keep('/', page('<p>home</p>'), pages.generation);
    expect(pages.find('/')).toMatchObject({ status: 200, html: '<p>home</p>' });
    write();
    expect(pages.find('/')).toBeUndefined();
  });

  it('does not keep a page whose rendering a write overtook', () => {
    const { cache, write } = responses();
    const pages = createPageCache(cache, 1000);
    const startedIn = pages.generation;
    write();
    pages.keep('/', page('<p>old</p>'), startedIn);
    expect(pages.find('/')).toBeUndefined();
  });

  it('lets the least recently used pages go beyond its size, and keeps none over an eighth of it', () => {
    const { cache } = responses();
    const pages = createPageCache(cache, 100);
    for (const key of ['/a', '/b', '/c', '/d']) pages.keep(key, page('x'.repeat(12)), 0);
    pages.find('/a');
    for (const key of ['/e', '/f', '/g', '/h', '/i']) pages.keep(key, page('x'.repeat(12)), 0);
    expect(pages.find('/a')).toBeDefined();
    expect(pages.find('/b')).toBeUndefined();
    pages.keep('/big', page('x'.repeat(13)), 0);
    expect(pages.find('/big')).toBeUndefined();
  });
});
