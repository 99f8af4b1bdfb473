import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, staffToken } from '../test/listings';
import { standInApp } from '../test/standInApp';
import { startTestApp, type TestApp } from '../test/testApp';

/** A visitor's Host and X-Forwarded-Host, which a shared cache would hand to everyone after them. */
const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

describe('absolute addresses in public answers', () => {
  let t: TestApp;
  let remove: () => Promise<void>;
  let listingPath: string;
  beforeAll(async () => {
    const stand = await standInApp({
      'index.html': '<!doctype html><head></head><body><div id="root"></div></body>',
    });
    remove = stand.remove;
    // Behind a trusted proxy, where the forwarded host would otherwise be believed.
    t = await startTestApp(testDatabaseKinds()[0]!, {
      config: { appDir: stand.appDir, trustProxy: 1, publicUrl: 'https://www.nivaas.in' },
    });
    const seller = await t.signUp('Seller');
    const listing = await createListing(t.app, seller.token, listingFields('flat', { title: 'Sea-facing flat' }));
    await approveListing(t.app, await staffToken(t), listing._id);
    listingPath = `/property-detail/${listing._id}`;
  });
  afterAll(async () => {
    await t?.close();
    await remove();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: forged });

  it('robots.txt, the sitemap index and its files name PUBLIC_URL, never the Host a visitor sent', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://www.nivaas.in/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    const files = [...sitemap.body.matchAll(/<loc>https:\/\/www\.nivaas\.in(\/sitemaps\/[^<]+)<\/loc>/g)];
    const listed = await Promise.all(files.map(([, path]) => get(path!)));
    expect(listed.map((answer) => answer.body).join('')).toContain(`<loc>https://www.nivaas.in${listingPath}`);
    for (const answer of [robots, sitemap, ...listed]) expect(answer.body).not.toContain('evil.example');
  });

  it("a rendered page's canonical link, og:url and JSON-LD are on PUBLIC_URL, and the kept page is too", async () => {
    for (const attempt of ['rendered', 'kept']) {
      const page = await get(listingPath);
      expect(page.statusCode, attempt).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="https://www.nivaas.in${listingPath}`);
      expect(page.body).toContain(`<meta property="og:url" content="https://www.nivaas.in${listingPath}`);
      expect(page.body).toMatch(new RegExp(`"url":"https://www.nivaas.in${listingPath}`));
      expect(page.body).not.toContain('evil.example');
    }
  });
});
