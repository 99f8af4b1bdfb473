import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Listing } from '@/api/contract';
import { listings } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, staffToken } from '../test/listings';
import { bearer, startTestApp, type TestApp } from '../test/testApp';
import { standInApp } from '../test/standInApp';

describe('a server-rendered listing page', () => {
  let t: TestApp;
  let appDir: string;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ appDir, remove } = await standInApp({
      'index.html': '<!doctype html><head></head><body><div id="root"></div></body>',
    }));
    t = await startTestApp(testDatabaseKinds()[0]!, { config: { appDir } });
  });
  afterAll(async () => {
    await t?.close();
    await remove();
  });

  it("counts a view as the visitor's, once per visitor, though the server reads the listing for them and keeps the page", async () => {
    const seller = await t.signUp('Seller');
    const listing = await createListing(t.app, seller.token);
    await approveListing(t.app, await staffToken(t), listing._id);
    const visit = async (visitor: string) => {
      const page = await t.app.inject({
        method: 'GET',
        url: `/property-detail/${listing._id}`,
        remoteAddress: visitor,
      });
      expect(page.statusCode).toBe(200);
      const root = page.body.slice(page.body.indexOf('<div id="root">'));
      expect(root).toContain(listing.title);
      // The head alone says the title and share tags and preloads the photo (React would hoist copies into #root).
      expect(root).not.toMatch(/<title>|<meta |<link rel="preload"/);
    };
    await visit('10.0.0.7');
    // A view that grows a count retires the kept pages (the listing's answers change): written now, not mid-render.
    await t.app.services.views.flush();
    await t.app.services.jobs.runDue();
    await visit('10.0.0.7');
    // A change no write announced (a probe): the next visitors get the page kept from the visit before.
    await t.app.services.db.update(listings).set({ title: 'Renamed unseen' }).where(eq(listings.id, listing._id));
    await visit('10.0.0.7');
    await visit('10.0.0.8');
    await t.app.services.views.flush();
    await t.app.services.jobs.runDue();
    const own = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.listings}/${listing._id}`,
      headers: bearer(seller.token),
    });
    expect(own.json<Listing>().views).toBe(2);
  });

  it("keeps the other pages when a view grows one listing's count, and never keeps a page of something missing", async () => {
    const seller = await t.signUp('Seller');
    const staff = await staffToken(t);
    const counted = await createListing(t.app, seller.token, listingFields('flat', { title: 'Counted flat' }));
    const other = await createListing(t.app, seller.token, listingFields('villa', { title: 'Other villa' }));
    for (const listing of [counted, other]) await approveListing(t.app, staff, listing._id);
    const body = async (url: string, visitor = '10.0.0.9') =>
      (await t.app.inject({ method: 'GET', url, remoteAddress: visitor })).body;
    const pagesKept = ['/all-properties', `/property-detail/${counted._id}`, `/property-detail/${other._id}`];
    // Rendered and kept once the first views are written (a view seen again the same day counts no more).
    for (const url of pagesKept) await body(url);
    await t.app.services.views.flush();
    await t.app.services.jobs.runDue();
    for (const url of pagesKept) await body(url);
    await t.app.services.views.flush();
    await t.app.services.jobs.runDue();
    // Changes no write announced (a probe), then a new visitor grows one listing's view count.
    for (const listing of [counted, other])
      await t.app.services.db
        .update(listings)
        .set({ title: `Renamed ${listing.title}` })
        .where(eq(listings.id, listing._id));
    await body(`/property-detail/${counted._id}`, '10.0.0.10');
    await t.app.services.views.flush();
    await t.app.services.jobs.runDue();
    expect(await body(`/property-detail/${counted._id}`)).toContain('Renamed Counted flat');
    expect(await body(`/property-detail/${other._id}`)).not.toContain('Renamed Other villa');
    expect(await body('/all-properties')).toMatch(/Counted flat[\s\S]*Other villa|Other villa[\s\S]*Counted flat/);
    expect(await body('/all-properties')).not.toMatch(/Renamed (Counted flat|Other villa)/);

    expect((await t.app.inject({ method: 'GET', url: '/builder/harbour-homes' })).statusCode).toBe(404);
    await t.signUp('Builder', { name: 'Harbour Homes' });
    const portfolio = await t.app.inject({ method: 'GET', url: '/builder/harbour-homes' });
    expect(portfolio.statusCode).toBe(200);
    expect(portfolio.body).toContain('Harbour Homes');
  });

  it("serves a kept page to the next visitor under that answer's own nonce, and shows a write at once", async () => {
    const nonceOf = (page: { headers: Record<string, unknown>; body: string }) => {
      const policy = String(page.headers['content-security-policy']).match(/'nonce-([0-9a-f]+)'/)?.[1];
      const used = [...page.body.matchAll(/nonce="([0-9a-f]+)"/g)].map((match) => match[1]);
      expect(used.length).toBeGreaterThan(0);
      expect(new Set(used)).toEqual(new Set([policy]));
      return policy;
    };
    // A page past the last the search goes to is read as the first, not a 500.
    const deep = await t.app.inject({ method: 'GET', url: '/all-properties?page=2147483648' });
    expect(deep.statusCode).toBe(200);
    const first = await t.app.inject({ method: 'GET', url: '/all-properties' });
    const second = await t.app.inject({ method: 'GET', url: '/all-properties' });
    expect(second.body.replace(/nonce="[0-9a-f]+"/g, '')).toBe(first.body.replace(/nonce="[0-9a-f]+"/g, ''));
    expect(nonceOf(second)).not.toBe(nonceOf(first));

    const seller = await t.signUp('Seller');
    const listing = await createListing(t.app, seller.token, listingFields('villa', { title: 'Sea-facing villa' }));
    expect((await t.app.inject({ method: 'GET', url: '/all-properties' })).body).not.toContain('Sea-facing villa');
    await approveListing(t.app, await staffToken(t), listing._id);
    expect((await t.app.inject({ method: 'GET', url: '/all-properties' })).body).toContain('Sea-facing villa');
  });
});
