import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_TILES,
  mapTilesSchema,
  mapAreaMessages,
  mapAreaResultSchema,
  nearFilterMessages,
  propertySearchResultSchema,
  type MapBox,
  type PropertySearchQuery,
} from '@/api/contract';
import { propertySearchUrl } from '@/api/listings';
import { mapAreaUrl } from '@/api/map';
import { listings, searchItems } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, staffToken } from '../test/listings';
import { mumbai, placedItem, pune } from '../test/placedItems';
import { startTestApp, type TestApp } from '../test/testApp';
import type { LatLng } from '@/api/contract/coordinates';

// docs/map.md#map-endpoint and #near-filter through HTTP: GET /api/properties/map and the near filter
// of GET /api/properties, on fixed places (listings posted and approved, then placed as the pin
// picker will place them; a project written straight into the read model).

const puneBox: MapBox = { south: 18.4, west: 73.7, north: 18.7, east: 74.0 };
const near = (withinKm: number, [nearLat, nearLng]: LatLng = pune) => ({ nearLat, nearLng, withinKm });

describe.each(testDatabaseKinds())('the map and the near filter over HTTP on $name', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const titles = async (query: PropertySearchQuery) => {
    const response = await get(propertySearchUrl(query));
    expect(response.statusCode).toBe(200);
    return propertySearchResultSchema
      .parse(response.json())
      .items.map((item) => item.title)
      .sort();
  };
  const area = async (box: MapBox, query: PropertySearchQuery = {}) => {
    const response = await get(mapAreaUrl(box, query));
    expect(response.statusCode, response.body).toBe(200);
    return mapAreaResultSchema.parse(response.json());
  };
  const refusal = async (url: string) => {
    const response = await get(url);
    return { status: response.statusCode, message: response.json<{ message: string }>().message };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const seller = await t.signUp('Seller');
    const staff = await staffToken(t);
    const placed: [string, LatLng | null, Parameters<typeof listingFields>[1]][] = [
      ['Baner flat', pune, {}],
      ['Baner rent', [18.521, 73.857], { purpose: 'rent', price: 25_000 }],
      ['Aundh flat', [18.53, 73.87], { price: 9_000_000, bhk: 3 }], // 1.8 km from pune
      ['Bandra flat', mumbai, { price: 30_000_000 }],
      ['Unplaced flat', null, {}],
    ];
    for (const [title, place, change] of placed) {
      const listing = await createListing(t.app, seller.token, listingFields('flat', { title, ...change }));
      await approveListing(t.app, staff, listing._id);
      // The published row's place, which the read model's trigger copies (docs/map.md#coordinates).
      if (place)
        await t.app.services.db
          .update(listings)
          .set({ lat: place[0], lng: place[1] })
          .where(eq(listings.id, listing._id));
    }
    await t.app.services.db
      .insert(searchItems)
      .values(placedItem('p1', [18.6, 73.75], { kind: 'builder-project', title: 'Wakad Heights', price: 12_000_000 }));
  });
  afterAll(() => t?.close());

  it('answers a box as clusters and lone items, each item with its title and page', async () => {
    const found = await area(puneBox);
    expect(found.total).toBe(4);
    // The two Baner listings share a cell (a ninth of the box a side); Aundh and the project stand alone.
    expect(found.clusters).toEqual([expect.objectContaining({ count: 2, minSalePrice: 5_000_000, minRent: 25_000 })]);
    expect(found.items.map(({ title, kind: k, purpose }) => ({ title, kind: k, purpose }))).toEqual([
      { title: 'Aundh flat', kind: 'listing', purpose: 'sale' },
      { title: 'Wakad Heights', kind: 'builder-project', purpose: 'sale' },
    ]);
    const [aundh, project] = found.items;
    expect(aundh!.path).toBe(`/property-detail/${aundh!.id}/aundh-flat`);
    expect(project!.path).toBe('/builder-property-detail/p1/wakad-heights');
  });

  it("applies search's filters and the near filter to the box", async () => {
    const forSale = await area(puneBox, { purpose: 'sale', kind: 'listing' });
    expect([forSale.total, forSale.clusters, forSale.items.map((i) => i.title)]).toEqual([
      2,
      [],
      ['Baner flat', 'Aundh flat'],
    ]);
    expect((await area(puneBox, { bhk: [3] })).items.map((i) => i.title)).toEqual(['Aundh flat']);
    const withinOne = await area(puneBox, near(1));
    expect([withinOne.total, withinOne.clusters.map((c) => c.count), withinOne.items]).toEqual([2, [2], []]);
    expect(await area({ south: 10, west: 70, north: 11, east: 71 })).toEqual({ clusters: [], items: [], total: 0 });
  });

  it('refuses a box it cannot answer, with a sentence', async () => {
    const box = (south: unknown, west: unknown, north: unknown, east: unknown) =>
      refusal(`/api/properties/map?south=${south}&west=${west}&north=${north}&east=${east}`);
    const refused = (message: string) => ({ status: 400, message });
    expect(await refusal('/api/properties/map')).toEqual(refused(mapAreaMessages.box));
    expect(await box('abc', 73.7, 18.7, 74)).toEqual(refused(mapAreaMessages.box));
    expect(await box(18.7, 73.7, 18.4, 74)).toEqual(refused(mapAreaMessages.order));
    expect(await box(18.4, 74, 18.7, 73.7)).toEqual(refused(mapAreaMessages.order));
    expect(await box(51, -1, 52, 0)).toEqual(refused(mapAreaMessages.outsideIndia));
    expect(await box(2, 73.7, 5.9, 74)).toEqual(refused(mapAreaMessages.outsideIndia));
    // Clamped to India first: what is left may still be too large.
    expect(await box(5, 73.7, 18.7, 74)).toEqual(refused(mapAreaMessages.tooLarge));
    expect(await box(10, 70, 21, 75)).toEqual(refused(mapAreaMessages.tooLarge));
    expect(await box(6, 68, 37.5, 97.5)).toEqual(refused(mapAreaMessages.tooLarge));
    expect(await refusal(`${mapAreaUrl(puneBox)}&withinKm=2`)).toEqual(refused(nearFilterMessages.incomplete));
    // Ten degrees a side is the largest box answered.
    expect((await get(mapAreaUrl({ south: 10, west: 70, north: 20, east: 80 }))).statusCode).toBe(200);
  });

  it("answers a box reaching past India's box as its part inside India (a coast, a border)", async () => {
    // Pune's box stretched west into the sea past longitude 68 and nowhere else: clamped, not refused.
    const pastTheCoast = { ...puneBox, west: 67.5 };
    const inside = { ...puneBox, west: 68 };
    expect(await area(pastTheCoast)).toEqual(await area(inside));
    expect((await area(pastTheCoast)).total).toBe(4);
    const southOfIndia = { south: 5.5, west: 77, north: 8.5, east: 78 };
    expect((await get(mapAreaUrl(southOfIndia))).statusCode).toBe(200);
  });

  it('tells the map where its tiles come from (docs/map.md#tiles), cached for an hour', async () => {
    const response = await get('/api/map/tiles');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(mapTilesSchema.parse(response.json())).toEqual(DEFAULT_MAP_TILES);
  });

  it('searches within a distance of a place: inside the radius found, outside left out', async () => {
    const everything = ['Aundh flat', 'Bandra flat', 'Baner flat', 'Baner rent', 'Unplaced flat'];
    expect(await titles({ kind: 'listing' })).toEqual(everything);
    expect(await titles({ kind: 'listing', ...near(1) })).toEqual(['Baner flat', 'Baner rent']);
    expect(await titles({ kind: 'listing', ...near(2) })).toEqual(['Aundh flat', 'Baner flat', 'Baner rent']);
    expect(await titles({ kind: 'listing', purpose: 'sale', ...near(10) })).toEqual(['Aundh flat', 'Baner flat']);
    expect(await titles({ kind: 'listing', ...near(10, mumbai) })).toEqual(['Bandra flat']);
    expect(await titles({ ...near(5, [26.9, 75.8]) })).toEqual([]);
    // The counts come from the matches (the tallies do not key a distance).
    const counted = propertySearchResultSchema.parse((await get(propertySearchUrl(near(2)))).json());
    expect([counted.total, counted.counts]).toEqual([3, { listings: 3, projects: 0 }]);
  });

  it('refuses a near filter that is not whole or not a choice, with a sentence', async () => {
    const refused = (message: string) => ({ status: 400, message });
    expect(await refusal('/api/properties?nearLat=18.52&nearLng=73.85')).toEqual(
      refused(nearFilterMessages.incomplete),
    );
    expect(await refusal('/api/properties?withinKm=2')).toEqual(refused(nearFilterMessages.incomplete));
    expect(await refusal('/api/properties?nearLat=18.52&nearLng=73.85&withinKm=3')).toEqual(
      refused(nearFilterMessages.distance),
    );
    expect(await refusal('/api/properties?nearLat=51.5&nearLng=-0.12&withinKm=2')).toEqual(
      refused(nearFilterMessages.outsideIndia),
    );
    expect(await refusal('/api/properties?nearLat=north&nearLng=73.85&withinKm=2')).toEqual(
      refused(nearFilterMessages.place),
    );
  });

  it('is cached as search is: public, and dropped with the searches', async () => {
    const [map, searched] = [await get(mapAreaUrl(puneBox)), await get(propertySearchUrl({}))];
    expect(map.headers['cache-control']).toBe(searched.headers['cache-control']);
    expect(map.headers.etag).toBeDefined();
    const again = await t.app.inject({
      method: 'GET',
      url: mapAreaUrl(puneBox),
      headers: { 'if-none-match': `${map.headers.etag}` },
    });
    expect(again.statusCode).toBe(304);
  });
});
