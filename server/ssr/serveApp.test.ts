import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { startTestApp, type TestApp } from '../test/testApp';
import { standInApp } from '../test/standInApp';

describe('the built app beside the API', () => {
  let t: TestApp;
  let appDir: string;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ appDir, remove } = await standInApp({
      'assets/index-3f9a1c.js': 'console.log(1)',
      'manifest.webmanifest': '{"name":"Nivaas"}',
    }));
    t = await startTestApp(testDatabaseKinds()[0]!, { config: { appDir } });
  });
  afterAll(async () => {
    await t.close();
    await remove();
  });

  const get = (url: string, method: 'GET' | 'POST' = 'GET') => t.app.inject({ method, url });

  it.each(['/login', '/buyer', '/edit-builder-property/abc?from=card'])(
    'answers index.html for the page %s the browser renders (history fallback), never cached',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe('<!doctype html><title>Nivaas</title><body><div id="root"></div></body>');
    },
  );

  it.each([
    ['/', 200, 'Find your nivaas'],
    ['/all-properties', 200, 'All Properties'],
    ['/all-properties?city=Pune&purpose=rent', 200, '<h1>Properties for rent in Pune</h1>'],
    ['/builder/nobody', 404, 'Nivaas home'],
    ['/property-detail/abc/a-readable-slug', 404, 'Nivaas home'],
  ])('renders the public page %s on the server (%i), never cached', async (url, status, text) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const [, root] = response.body.split('<div id="root">') as [string, string];
    expect(root).toContain(text);
    expect(root).toMatch(/<script type="application\/json" id="nivaas-data">\{.*\}<\/script><\/body>$/);
  });

  it('serves hashed assets with a year-long immutable cache, and nothing to revalidate them by', async () => {
    const response = await get('/assets/index-3f9a1c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Object.keys(response.headers)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(etag|last-modified|accept-ranges)$/)]),
    );
    // A file under its own name (not hashed) is asked for again: its ETag answers with a 304.
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers.etag).toBeDefined();
  });

  it('keeps JSON 404s for /api, missing files and other methods', async () => {
    for (const [url, method] of [
      ['/api/nothing-here', 'GET'],
      ['/assets/old-1234.js', 'GET'],
      ['/builder/x', 'POST'],
    ] as const) {
      const response = await get(url, method);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: `No such endpoint: ${method} ${url}` });
    }
    expect((await get('/media/0123456789abcdef0123456789abcdef.png')).json()).toEqual({ message: 'Image not found' });
  });
});
