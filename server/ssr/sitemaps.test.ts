import { gunzipSync } from 'node:zlib';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@/api/contract';
import { paths } from '@/lib/paths';
import { builderProjects, listings, searchItems, users } from '../db/schema';
import { seedScale } from '../seed/scale';
import { testDatabaseKinds } from '../test/databases';
import {
  approveListing,
  closeListing,
  createListing,
  listingFields,
  listingPhotos,
  sendListing,
  staffToken,
} from '../test/listings';
import { createProject } from '../test/projects';
import { standInApp } from '../test/standInApp';
import { startTestApp, type TestApp } from '../test/testApp';

/** Small files, so a few dozen items make many of them. */
const URL_LIMIT = 3;
const ORIGIN = 'https://www.nivaas.in';
/** A visitor's Host and X-Forwarded-Host, which a shared cache would hand to everyone after them. */
const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const entries = (xml: string, tag: 'url' | 'sitemap') => xml.match(new RegExp(`<${tag}>.*?</${tag}>`, 'g')) ?? [];

describe.each(testDatabaseKinds())('the sitemap on $name', (kind) => {
  let t: TestApp;
  let removeApp: () => Promise<void>;
  const statements: string[] = [];
  let waiting: Listing;
  let revised: Listing;
  let sold: Listing;
  let pendingProject: string;
  beforeAll(async () => {
    const stand = await standInApp();
    removeApp = stand.remove;
    t = await startTestApp(kind, {
      // Behind a trusted proxy, where the forwarded host would otherwise be believed.
      config: { appDir: stand.appDir, publicUrl: ORIGIN, trustProxy: 1 },
      sitemapUrls: URL_LIMIT,
      onQuery: (statement) => statements.push(statement),
    });
    const { db, storage } = t.app.services;
    await seedScale({ db, storage, now: t.clock.now() }, { listings: 14, projects: 4, onExisting: 'refuse' });
    const seller = await t.signUp('Seller');
    const staff = await staffToken(t);
    waiting = await createListing(t.app, seller.token, listingFields('flat', { title: 'Waiting flat' }));
    revised = await createListing(t.app, seller.token, listingFields('flat', { title: 'Quiet flat' }));
    await approveListing(t.app, staff, revised._id);
    // docs/review.md#revisions: an edit of a live listing waits for review beside the published row.
    const edit = await sendListing(
      t.app,
      seller.token,
      listingFields('flat', { title: 'Quiet flat with a secret title' }),
      { photos: await listingPhotos(0), keptPhotos: revised.photos.map((photo) => photo.url) },
      revised._id,
    );
    expect(edit.json<Listing>().revision?.state).toBe('pending_review');
    sold = await createListing(t.app, seller.token, listingFields('flat', { title: 'Sold flat' }));
    await approveListing(t.app, staff, sold._id);
    await closeListing(t.app, seller.token, sold._id);
    const builder = await t.signUp('Builder');
    pendingProject = (await createProject(t.app, builder.token, 'villa', { projectName: 'Pending Palms' }))._id;
  });
  afterAll(async () => {
    await t?.close();
    await removeApp?.();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...forged, ...headers } });
  /** Every file the index names, as a path on this server. */
  const files = async () => locations((await get('/sitemap.xml')).body).map((loc) => new URL(loc).pathname);

  it('makes its layout once for twenty crawlers asking at once, and each file once', async () => {
    const made = (pattern: RegExp) => statements.filter((statement) => pattern.test(statement)).length;
    const planned = /from sitemap_slices|group by 1/;
    const ranged = /order by id limit/;
    const indexes = await Promise.all(Array.from({ length: 20 }, () => get('/sitemap.xml')));
    expect(new Set(indexes.map((answer) => answer.body)).size).toBe(1);
    // One read per kind: the slices of listings and of projects (kept by their writes), portfolios counted.
    expect(made(planned)).toBe(3);
    const [, first] = locations(indexes[0]!.body).map((loc) => new URL(loc).pathname);
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(first!)));
    expect(answers.every((answer) => answer.statusCode === 200 && answer.body === answers[0]!.body)).toBe(true);
    expect(made(ranged)).toBe(1);
    // Kept: the next crawler's read costs nothing; ten minutes on, the file is read again.
    await get(first!);
    expect(made(ranged)).toBe(1);
    t.clock.advance(11 * 60 * 1000);
    await get(first!);
    expect(made(ranged)).toBe(2);
  });

  it('is an index of files on PUBLIC_URL, each with its last change, whatever Host a visitor sends', async () => {
    const index = await get('/sitemap.xml');
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    const sitemaps = entries(index.body, 'sitemap');
    expect(sitemaps.length).toBeGreaterThan(4);
    for (const sitemap of sitemaps)
      expect(sitemap).toMatch(
        new RegExp(`^<sitemap><loc>${ORIGIN}/sitemaps/[a-z0-9-]+\\.xml</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
      );
    expect(locations(index.body)[0]).toBe(`${ORIGIN}/sitemaps/pages.xml`);
    for (const path of await files()) expect((await get(path)).body).not.toContain('evil.example');
    expect(index.body).not.toContain('evil.example');
  });

  /**
   * docs/localities.md#locality-sitemap: one page a city and locality without case, spelt as most of
   * its public items spell it, read here from the items themselves.
   */
  async function localityPaths() {
    const spellings = await t.app.services.db
      .select({ city: searchItems.city, locality: searchItems.locality, n: count() })
      .from(searchItems)
      .groupBy(searchItems.city, searchItems.locality);
    const commonest = new Map<string, (typeof spellings)[number]>();
    for (const spelling of spellings) {
      if (!spelling.city || !spelling.locality) continue;
      const key = `${spelling.city}|${spelling.locality}`.toLowerCase();
      const kept = commonest.get(key);
      if (!kept || spelling.n > kept.n) commonest.set(key, spelling);
    }
    return [...commonest.values()].map((place) => paths.locality(place.city!, place.locality!));
  }

  it('holds every public listing, project, portfolio and locality once, at most the limit to a file, each with a lastmod', async () => {
    const { db } = t.app.services;
    const inSearch = await db
      .select({ id: listings.id, title: listings.title })
      .from(listings)
      .where(and(eq(listings.reviewState, 'approved'), eq(listings.status, 'live')));
    const approved = await db
      .select({ id: builderProjects.id, name: builderProjects.projectName, username: users.username })
      .from(builderProjects)
      .innerJoin(users, eq(users.id, builderProjects.ownerId))
      .where(and(eq(builderProjects.reviewState, 'approved'), isNotNull(users.username)));
    const expected = [
      paths.home,
      paths.allProperties,
      ...inSearch.map((l) => paths.propertyDetail(l.id, l.title)),
      ...approved.map((p) => paths.builderProjectDetail(p.id, p.name)),
      ...new Set(approved.map((p) => paths.builderPortfolio(p.username!))),
      ...(await localityPaths()),
    ].map((path) => `${ORIGIN}${path}`);

    const found: string[] = [];
    for (const path of await files()) {
      const urls = entries((await get(path)).body, 'url');
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(URL_LIMIT);
      for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod><\/url>$/);
      found.push(...urls.flatMap(locations));
    }
    expect(found.sort()).toEqual(expected.sort());
  });

  it("names nothing the public cannot read: no pending item, no sold listing, never a waiting revision's title", async () => {
    const all = (await Promise.all((await files()).map(async (path) => (await get(path)).body))).join('');
    expect(all).toContain(`${ORIGIN}${paths.propertyDetail(revised._id, 'Quiet flat')}<`);
    for (const hidden of [waiting._id, sold._id, pendingProject, 'secret']) expect(all).not.toContain(hidden);
  });

  it('goes gzipped to a client that takes it, and answers 304 to one that has it', async () => {
    const [, path] = await files();
    const plain = await get(path!);
    const gzipped = await get(path!, { 'accept-encoding': 'gzip, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['cache-control']).toBe('public, max-age=600');
    const again = await get(path!, { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get('/sitemaps/listings-0-1f.xml')).statusCode).toBe(404);
  });

  it('lists a locality spelt in two cases once, as most of its items spell it, in numbered files', async () => {
    const { db } = t.app.services;
    // An item of a locality with two or more: its spelling stays the commonest after one in capitals.
    const [some] = await db
      .select()
      .from(searchItems)
      .where(
        sql`(select l.count from search_localities l where l.city = ${searchItems.city} and l.locality = ${searchItems.locality}) >= 2`,
      )
      .limit(1);
    const shouting = { ...some!, id: 'locality-in-capitals', locality: some!.locality!.toUpperCase() };
    await db.insert(searchItems).values(shouting);
    t.clock.advance(11 * 60 * 1000);
    const names = (await files()).filter((path) => path.startsWith('/sitemaps/localities-'));
    expect(names[0]).toBe('/sitemaps/localities-1.xml');
    const urls = (await Promise.all(names.map(async (path) => locations((await get(path)).body)))).flat();
    const at = urls.filter((url) =>
      url.toLowerCase().endsWith(`/${encodeURIComponent(some!.locality!)}`.toLowerCase()),
    );
    expect(at).toEqual([`${ORIGIN}${paths.locality(some!.city!, some!.locality!)}`]);
    expect((await get('/sitemaps/localities-999.xml')).statusCode).toBe(404);
  });
});
