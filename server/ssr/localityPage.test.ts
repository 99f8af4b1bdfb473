import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchItems } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { placedItem, pune } from '../test/placedItems';
import { standInApp } from '../test/standInApp';
import { startTestApp, type TestApp } from '../test/testApp';

// docs/localities.md#locality-page: the locality page as the server renders it, for a crawler.
describe.each(testDatabaseKinds())('a server-rendered locality page on $name', (kind) => {
  let t: TestApp;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    const stand = await standInApp({
      'index.html': '<!doctype html><head></head><body><div id="root"></div></body>',
    });
    remove = stand.remove;
    t = await startTestApp(kind, { config: { appDir: stand.appDir } });
    await t.app.services.db
      .insert(searchItems)
      .values([placedItem('a', pune), placedItem('b', [18.53, 73.86]), placedItem('c', null, { purpose: 'rent' })]);
  });
  afterAll(async () => {
    await t?.close();
    await remove?.();
  });

  it('answers HTML with its counts, title, canonical and a Place with its centre, whatever the case asked', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/locality/pune/BANER' });
    expect(page.statusCode).toBe(200);
    const root = page.body.slice(page.body.indexOf('<div id="root">'));
    expect(root).toContain('Baner, Pune');
    expect(root).toContain('Listings for sale');
    expect(root).toContain('Too few listings');
    expect(page.body).toContain('<title>Baner, Pune: property prices and listings | Nivaas</title>');
    expect(page.body).toMatch(/<link rel="canonical" href="[^"]*\/locality\/Pune\/Baner" \/>/);
    const [, json] = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body) ?? [];
    expect(JSON.parse(json!)).toMatchObject({
      '@type': 'Place',
      name: 'Baner, Pune',
      address: { streetAddress: 'Baner', addressLocality: 'Pune', addressRegion: 'Maharashtra', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
    });
  });

  it('is a 404 for a locality with nothing public', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/locality/Pune/Nowhere' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('"@type":"Place"');
  });
});
