import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createResponseCache, noResponseCache, type ResponseCache } from './responseCache';

/** A server whose GET /:name answers `{ name, text }` through the cache, counting what it computes. */
function serverWith(cache: ResponseCache, text = 'x') {
  const app = Fastify();
  const computed: string[] = [];
  let gate: Promise<void> = Promise.resolve();
  app.get<{ Params: { name: string } }>('/:name', (request, reply) =>
    cache.serve(request, reply, { key: request.params.name, tags: [`tag:${request.params.name}`, 'all'] }, async () => {
      computed.push(request.params.name);
      await gate;
      return { name: request.params.name, text };
    }),
  );
  return {
    app,
    computed,
    get: (name: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `/${name}`, headers }),
    hold(): () => void {
      let open = () => undefined as void;
      gate = new Promise<void>((resolve) => (open = resolve));
      return open;
    },
  };
}

const bearer = { authorization: 'Bearer t' };

describe('the response cache', () => {
  let server: ReturnType<typeof serverWith>;
  afterEach(() => server.app.close());

  it('computes an answer once and serves the same bytes after', async () => {
    server = serverWith(createResponseCache(1 << 20));
    const first = await server.get('a');
    expect((await server.get('a')).body).toBe(first.body);
    await server.get('b');
    expect(server.computed).toEqual(['a', 'b']);
  });

  it('invalidates by tag: only the named answers are computed again', async () => {
    const cache = createResponseCache(1 << 20);
    server = serverWith(cache);
    await server.get('a');
    await server.get('b');
    await cache.invalidate(['tag:a']);
    await server.get('a');
    await server.get('b');
    expect(server.computed).toEqual(['a', 'b', 'a']);
    cache.drop(['all']);
    expect(cache.size.entries).toBe(0);
  });

  it('keeps at most its size, the least recently used dropped first', async () => {
    // Ten answers of about 530 bytes in 4400: the first ones go.
    const cache = createResponseCache(4400);
    server = serverWith(cache, 'y'.repeat(500));
    const names = [...'abcdefghij'];
    for (const name of names) await server.get(name);
    expect(cache.size.entries).toBe(8);
    expect(cache.size.bytes).toBeLessThanOrEqual(4400);
    // 'j' was just stored and 'a' is the oldest: one is kept, the other was dropped.
    server.computed.length = 0;
    await server.get('j');
    await server.get('a');
    expect(server.computed).toEqual(['a']);
  });

  it('does not keep an answer computed while a write changed what it read, but keeps one an unrelated write overtook', async () => {
    const cache = createResponseCache(1 << 20);
    server = serverWith(cache);
    const computedAcross = async (tags: string[]) => {
      const open = server.hold();
      const slow = server.get('a');
      await new Promise((resolve) => setImmediate(resolve));
      await cache.invalidate(tags);
      open();
      expect((await slow).statusCode).toBe(200);
    };
    await computedAcross(['tag:a']);
    expect(cache.size.entries).toBe(0);
    await computedAcross(['tag:b']);
    expect(cache.size.entries).toBe(1);
  });

  it('tells a page rendered from answers whether a write to them has landed since', async () => {
    const cache = createResponseCache(1 << 20);
    const renderedIn = cache.generation;
    await cache.invalidate(['tag:b']);
    expect(cache.isStale(['tag:a'], renderedIn)).toBe(false);
    expect(cache.isStale(['tag:a', 'tag:b'], renderedIn)).toBe(true);
    cache.clear();
    expect(cache.isStale(['tag:a'], renderedIn)).toBe(true);
    expect(noResponseCache.isStale([], 0)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match, weak or in a list', async () => {
    server = serverWith(createResponseCache(1 << 20));
    const etag = String((await server.get('a')).headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*'])
      expect((await server.get('a', { 'if-none-match': header })).statusCode).toBe(304);
    expect((await server.get('a', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('passes a signed-in request through, computed and not kept', async () => {
    const cache = createResponseCache(1 << 20);
    server = serverWith(cache);
    const response = await server.get('a', { authorization: 'Bearer t' });
    expect(response.headers.etag).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it('sends an answer computed as JSON text as it is: kept, with its ETag, or fresh when the cache is off', async () => {
    const text = '{"b":1, "a":"é"}';
    for (const cache of [createResponseCache(1 << 20), noResponseCache]) {
      const app = Fastify();
      let computed = 0;
      app.get('/', (request, reply) =>
        cache.serveJson(request, reply, { key: 'json', tags: ['all'] }, async () => {
          computed += 1;
          return text;
        }),
      );
      const responses = [await app.inject('/'), await app.inject('/'), await app.inject({ url: '/', headers: bearer })];
      for (const response of responses) {
        expect(response.body).toBe(text);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      }
      expect(responses[0]!.headers.etag !== undefined).toBe(cache !== noResponseCache);
      // Kept: computed for the first anonymous request and the signed-in one only.
      expect(computed).toBe(cache === noResponseCache ? 3 : 2);
      await app.close();
    }
  });
});
