import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertySearchQuerySchema, type PropertySearchQuery } from '@/api/contract';
import { searchItems } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { startTestApp, type TestApp } from '../test/testApp';
import { itemsWithinKm, mapArea } from './area';
import { mumbai, placedItem, pune } from '../test/placedItems';
import { haversineKm } from '@/api/contract/coordinates';
import { kmToLocalityCentre } from '../localities/distance';

const puneBox = { south: 18.4, west: 73.7, north: 18.7, east: 74.0 };
const india = { south: 6, west: 68, north: 37.5, east: 97.5 };
const item = placedItem;
const items = [
  item('a', pune),
  item('b', [18.521, 73.857], { purpose: 'rent', price: 25_000 }),
  item('c', [18.53, 73.87], { price: 9_000_000, bhks: [3], bhkMax: 3 }),
  item('d', [18.6, 73.75], { kind: 'builder-project', locality: 'Wakad', price: 12_000_000, propertyType: 'villa' }),
  item('e', mumbai, { city: 'Mumbai', cityKey: 'mumbai', locality: 'Bandra West', price: 30_000_000 }),
  item('f', null, { price: 5_000_000 }),
];

const parse = (query: PropertySearchQuery = {}) => propertySearchQuerySchema.parse(query);
const ids = (found: { id: string }[]) => found.map((x) => x.id).sort();

describe.each(testDatabaseKinds())('the map on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.services.db.insert(searchItems).values(items);
  });
  afterAll(() => t?.close());
  const database = () => t.app.services.database;

  it('clusters the items in a box on a grid, a lone item as itself', async () => {
    const area = await mapArea(database(), parse(), puneBox);
    expect(area.total).toBe(4); // e is in Mumbai, f has no place
    // a and b share a cell (a ninth of the box a side), c and d have one each.
    expect(area.clusters).toEqual([
      {
        count: 2,
        lat: expect.closeTo(18.5207, 4),
        lng: expect.closeTo(73.85685, 4),
        minSalePrice: 8_000_000,
        minRent: 25_000,
      },
    ]);
    expect(area.items.map(({ id, kind: k, price }) => ({ id, kind: k, price }))).toEqual([
      { id: 'c', kind: 'listing', price: 9_000_000 },
      { id: 'd', kind: 'builder-project', price: 12_000_000 },
    ]);
    expect(area.items[0]).toMatchObject({ purpose: 'sale', lat: 18.53, lng: 73.87 });
  });

  it('applies every search filter', async () => {
    const forSale = await mapArea(database(), parse({ purpose: 'sale' }), puneBox);
    expect([forSale.total, forSale.clusters.length, ids(forSale.items)]).toEqual([3, 0, ['a', 'c', 'd']]);
    const threeBhk = await mapArea(database(), parse({ bhk: [3] }), puneBox);
    expect(ids(threeBhk.items)).toEqual(['c']);
    const projects = await mapArea(database(), parse({ kind: 'builder-project' }), puneBox);
    expect(ids(projects.items)).toEqual(['d']);
    const dear = await mapArea(database(), parse({ minPrice: 8_500_000 }), india);
    expect(dear.total).toBe(3);
    expect(await mapArea(database(), parse({ city: 'Mumbai' }), puneBox)).toEqual({
      clusters: [],
      items: [],
      total: 0,
    });
  });

  it('reads only the box, edges included', async () => {
    const edge = { south: 18.53, west: 73.75, north: 18.6, east: 73.87 };
    expect(ids((await mapArea(database(), parse(), edge)).items)).toEqual(['c', 'd']);
    const mumbaiOnly = await mapArea(database(), parse(), { south: 18.9, west: 72.7, north: 19.3, east: 73.1 });
    expect(ids(mumbaiOnly.items)).toEqual(['e']);
    // At India's size a cell is 3.5 by 3.3 degrees: Pune's four and Mumbai's one are one marker.
    const whole = await mapArea(database(), parse(), india);
    expect(whole.clusters.map((c) => c.count)).toEqual([5]);
    expect(whole.items).toEqual([]);
    expect(await mapArea(database(), parse(), { south: 10, west: 70, north: 11, east: 71 })).toEqual({
      clusters: [],
      items: [],
      total: 0,
    });
  });

  it('finds the items within a distance, nearest first, measured exactly', async () => {
    const near = await itemsWithinKm(database(), parse(), pune, 2);
    expect(near.map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(near[0]!.km).toBe(0);
    expect(near[2]!.km).toBeCloseTo(haversineKm(pune, [18.53, 73.87]), 6);
    // Pune to Mumbai, about 120 km: inside 150, outside 119.
    const far = await itemsWithinKm(database(), parse({ city: 'Mumbai' }), pune, 150);
    expect(far.map((x) => x.id)).toEqual(['e']);
    expect(far[0]!.km).toBeCloseTo(119.9, 0);
    expect(await itemsWithinKm(database(), parse({ city: 'Mumbai' }), pune, 119)).toEqual([]);
    // The box's corners are further than its radius: d is inside 15 km's box but 14.3 km away.
    expect((await itemsWithinKm(database(), parse(), pune, 14)).map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect((await itemsWithinKm(database(), parse(), pune, 15)).map((x) => x.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(await itemsWithinKm(database(), parse(), pune, 2, 1)).toHaveLength(1);
  });

  it("measures an item's distance to its locality's centre, the median of its items' places", async () => {
    // Baner's placed items a, b, c: the median of each axis is b's place.
    const fromC = await kmToLocalityCentre(database(), 'listing', 'c');
    expect(fromC).toEqual({
      km: expect.closeTo(haversineKm([18.53, 73.87], [18.521, 73.857]), 6),
      centre: [18.521, 73.857],
      items: 3,
    });
    expect((await kmToLocalityCentre(database(), 'listing', 'b'))!.km).toBe(0);
    expect(await kmToLocalityCentre(database(), 'builder-project', 'd')).toEqual({
      km: 0,
      centre: [18.6, 73.75],
      items: 1,
    });
    expect(await kmToLocalityCentre(database(), 'listing', 'f')).toBeNull();
    expect(await kmToLocalityCentre(database(), 'listing', 'nobody')).toBeNull();
  });

  it("finds the locality's centre whatever case its items spell it in, as the facts do", async () => {
    // g is Baner written in capitals: one locality with a, b and c, so the median moves to c's place.
    const db = t.app.services.db;
    await db.insert(searchItems).values(item('g', [18.55, 73.9], { locality: 'BANER' }));
    try {
      for (const id of ['b', 'g'])
        expect(await kmToLocalityCentre(database(), 'listing', id)).toMatchObject({
          centre: [expect.closeTo(18.5255, 6), expect.closeTo(73.8635, 6)],
          items: 4,
        });
    } finally {
      await db.delete(searchItems).where(eq(searchItems.id, 'g'));
    }
  });

  it('refuses a place outside India or half a place', async () => {
    const db = t.app.services.db;
    await expect(db.insert(searchItems).values(item('x', [51.5, -0.12]))).rejects.toThrow();
    await expect(db.insert(searchItems).values(item('y', null, { lat: 18.5 }))).rejects.toThrow();
  });
});
