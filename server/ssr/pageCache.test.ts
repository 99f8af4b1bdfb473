import { describe, expect, it } from 'vitest';
import { cacheTags, createResponseCache } from '../http/responseCache';
import { createPageCache } from './pageCache';

const flat = cacheTags.listing('flat');
const villa = cacheTags.listing('villa');
const page = (html: string, tags = [flat]) => ({ status: 200, html, tags });

describe('the cache of server-rendered pages', () => {
  it('keeps a page for the next visitor until a write drops an answer it was rendered from', async () => {
    const responses = createResponseCache(10_000);
    const pages = createPageCache(responses, 1000);
    pages.keep('/flat', page('<p>flat</p>'), pages.generation);
    pages.keep('/villa', page('<p>villa</p>', [villa]), pages.generation);
    expect(pages.find('/flat')).toMatchObject({ status: 200, html: '<p>flat</p>' });
    // The villa's view count grew: the flat's page stays.
    await responses.invalidate([villa]);
    expect(pages.find('/flat')).toMatchObject({ html: '<p>flat</p>' });
    expect(pages.find('/villa')).toBeUndefined();
    await responses.invalidate([flat, cacheTags.search]);
    expect(pages.find('/flat')).toBeUndefined();
  });

  it('drops every page when the response cache is cleared (invalidations may have been missed)', () => {
    const responses = createResponseCache(10_000);
    const pages = createPageCache(responses, 1000);
    pages.keep('/flat', page('<p>flat</p>'), pages.generation);
    responses.clear();
    expect(pages.find('/flat')).toBeUndefined();
  });

  it('does not keep a page whose rendering a write to what it read overtook, but one an unrelated write did', async () => {
    const responses = createResponseCache(10_000);
    const pages = createPageCache(responses, 1000);
    const startedIn = pages.generation;
    await responses.invalidate([villa]);
    pages.keep('/flat', page('<p>flat</p>'), startedIn);
    expect(pages.find('/flat')).toBeDefined();
    await responses.invalidate([flat]);
    pages.keep('/flat', page('<p>old</p>'), startedIn);
    expect(pages.find('/flat')).toBeUndefined();
  });

  it('lets the least recently used pages go beyond its size, and keeps none over an eighth of it', () => {
    const pages = createPageCache(createResponseCache(10_000), 100);
    for (const key of ['/a', '/b', '/c', '/d']) pages.keep(key, page('x'.repeat(12)), 0);
    pages.find('/a');
    for (const key of ['/e', '/f', '/g', '/h', '/i']) pages.keep(key, page('x'.repeat(12)), 0);
    expect(pages.find('/a')).toBeDefined();
    expect(pages.find('/b')).toBeUndefined();
    pages.keep('/big', page('x'.repeat(13)), 0);
    expect(pages.find('/big')).toBeUndefined();
  });
});
