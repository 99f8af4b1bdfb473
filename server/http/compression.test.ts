import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { createListing } from '../test/listings';
import { bearer, startTestApp, type TestApp } from '../test/testApp';
import { standInApp } from '../test/standInApp';

/** What a browser gets: the build's pre-compressed copies of assets, compressed JSON answers. */
describe('compression', () => {
  let t: TestApp;
  let appDir: string;
  let remove: () => Promise<void>;
  const script = `console.log(${JSON.stringify('Nivaas '.repeat(400))})`;
  beforeAll(async () => {
    // As build/precompress.ts leaves them: the file and its .br and .gz copies.
    ({ appDir, remove } = await standInApp({
      'assets/index-3f9a1c.js': script,
      'assets/index-3f9a1c.js.br': brotliCompressSync(script),
      'assets/index-3f9a1c.js.gz': gzipSync(script),
    }));
    t = await startTestApp(testDatabaseKinds()[0]!, { config: { appDir } });
  });
  afterAll(async () => {
    await t.close();
    await remove();
  });

  const asset = (acceptEncoding?: string) =>
    t.app.inject({
      url: '/assets/index-3f9a1c.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli copy of an asset to a browser that takes br, cached for ever', async () => {
    const response = await asset('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client without br, and the file itself to one without either', async () => {
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a JSON answer over 1 kB, and leaves a small one as it is', async () => {
    const seller = await t.signUp('Seller');
    // Two listings make the seller's list longer than 1 kB.
    const listings = [await createListing(t.app, seller.token), await createListing(t.app, seller.token)];
    const big = await t.app.inject({
      url: '/api/me/listings',
      headers: { 'accept-encoding': 'br', ...bearer(seller.token) },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const answer = brotliDecompressSync(big.rawPayload).toString();
    expect(answer.length).toBeGreaterThan(1024);
    for (const listing of listings) expect(answer).toContain(listing._id);

    const small = await t.app.inject({ url: '/api/nothing-here', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
