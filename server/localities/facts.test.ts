import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, localityFactsSchema, localityMessages, type LocalityFacts } from '@/api/contract';
import { searchItems } from '../db/schema';
import type { LatLng } from '@/api/contract/coordinates';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, staffToken } from '../test/listings';
import { placedItem } from '../test/placedItems';
import { startTestApp, type TestApp } from '../test/testApp';
import { localityFacts } from './facts';

/** Mid-June 2026 in India: the trend runs from July 2025 to June 2026. */
const now = new Date('2026-06-15T06:30:00Z');
const baner: LatLng = [18.56, 73.78];

type Item = typeof searchItems.$inferInsert;
/** A public item of Baner, Pune, written straight into the read model: the fixed data of the figures. */
const item = (id: string, fields: Partial<Item> = {}): Item =>
  placedItem(id, baner, { createdAt: new Date('2026-06-05T06:00:00Z'), ...fields });
/** For sale at `rate` ₹ per sq.ft carpet over 800 sq.ft. */
const sale = (id: string, bhk: number, rate: number, createdAt: string, fields: Partial<Item> = {}) =>
  item(id, {
    bhks: [bhk],
    bhkMax: bhk,
    carpet: 800,
    carpetRate: rate,
    price: rate * 800,
    createdAt: new Date(createdAt),
    ...fields,
  });
const rent = (id: string, bhk: number, price: number, fields: Partial<Item> = {}) =>
  item(id, {
    purpose: 'rent',
    bhks: [bhk],
    bhkMax: bhk,
    price,
    createdAt: new Date('2026-04-10T06:00:00Z'),
    ...fields,
  });
const elsewhere = (id: string, locality: string, place: LatLng | null, fields: Partial<Item> = {}) =>
  placedItem(id, place, { createdAt: new Date('2026-06-05T06:00:00Z'), locality, ...fields });

const items: Item[] = [
  // 2 BHK: five in June (India time); s1 at 00:30 on 1 June in India, still 31 May in UTC.
  sale('s1', 2, 10_000, '2026-05-31T19:00:00Z'),
  ...[11_000, 12_000, 13_000, 14_000].map((rate, i) => sale(`s${i + 2}`, 2, rate, '2026-06-05T06:00:00Z')),
  // 3 BHK: four in May; s6 at 23:30 on 31 May in India.
  sale('s6', 3, 15_000, '2026-05-31T18:00:00Z'),
  ...[16_000, 17_000, 18_000].map((rate, i) => sale(`s${i + 7}`, 3, rate, '2026-05-10T06:00:00Z')),
  // 1 BHK: 23:30 on 30 June 2025 in India (before the trend), and midnight on 1 July (its first month).
  sale('s10', 1, 9_000, '2025-06-30T18:00:00Z'),
  sale('s11', 1, 8_000, '2025-06-30T18:30:00Z'),
  // No carpet area: counted, but no rate to take a median of.
  item('s12', { bhks: [1], bhkMax: 1, price: 5_000_000 }),
  ...[20_000, 22_000, 25_000, 30_000, 40_000].map((price, i) => rent(`r${i + 1}`, 2, price)),
  // Spelled in capitals and without a place: still Baner's.
  rent('r6', 6, 90_000, { locality: 'BANER', lat: null, lng: null }),
  item('p1', { kind: 'builder-project', price: 12_000_000, propertyType: 'flat', carpet: 900 }),
  elsewhere('n1', 'Aundh', [18.558, 73.807]),
  elsewhere('n2', 'Aundh', [18.558, 73.807]),
  elsewhere('n3', 'aundh', [18.558, 73.807]),
  elsewhere('n4', 'Wakad', [18.599, 73.762]),
  elsewhere('n5', 'Hinjewadi', [18.591, 73.739]),
  elsewhere('n6', 'Kothrud', [18.5074, 73.8077]),
  elsewhere('n7', 'Viman Nagar', [18.5679, 73.9143]),
  elsewhere('n8', 'Hadapsar', [18.5089, 73.926]),
  elsewhere('n9', 'Kharadi', [18.5515, 73.95]),
  elsewhere('n10', 'Pashan', null),
  elsewhere('m1', 'Bandra West', [19.06, 72.83], { city: 'Mumbai', cityKey: 'mumbai' }),
];

const figures = (list: LocalityFacts['sale']['byBhk']) => list.map((f) => [f.bhk, f.median, f.listings]);
const points = (list: LocalityFacts['sale']['trend']) =>
  list.filter((p) => p.listings > 0).map((p) => [p.month, p.median, p.listings]);

describe.each(testDatabaseKinds())("a locality's facts on $name", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.services.db.insert(searchItems).values(items);
  });
  afterAll(() => t?.close());
  const factsOf = (city: string, locality: string) => localityFacts(t.app.services.database, { city, locality }, now);

  it('names the locality as most of its items do, with live counts', async () => {
    const facts = await factsOf('Pune', 'Baner');
    expect(facts).toMatchObject({ city: 'Pune', locality: 'Baner', counts: { sale: 12, rent: 6, projects: 1 } });
    expect(facts!.centre).toEqual({ lat: baner[0], lng: baner[1] });
  });

  it('takes the median asking price per sq.ft carpet and rent by BHK, each with its listings', async () => {
    const facts = (await factsOf('Pune', 'Baner'))!;
    // Sale: rates of listings with a carpet area (s12 has none); 3 BHK's four and 1 BHK's two are too few.
    expect(figures(facts.sale.byBhk)).toEqual([
      ['1', null, 2],
      ['2', 12_000, 5],
      ['3', null, 4],
      ['4', null, 0],
      ['5+', null, 0],
      ['all', 13_000, 11],
    ]);
    expect(figures(facts.rent.byBhk)).toEqual([
      ['1', null, 0],
      ['2', 25_000, 5],
      ['3', null, 0],
      ['4', null, 0],
      ['5+', null, 1],
      ['all', 27_500, 6],
    ]);
  });

  it("gives twelve months' trend by the month posted in India, too few listings shown as null", async () => {
    const facts = (await factsOf('Pune', 'Baner'))!;
    expect(facts.sale.trend.map((p) => p.month)).toEqual([
      ...['07', '08', '09', '10', '11', '12'].map((m) => `2025-${m}`),
      ...['01', '02', '03', '04', '05', '06'].map((m) => `2026-${m}`),
    ]);
    expect(points(facts.sale.trend)).toEqual([
      ['2025-07', null, 1],
      ['2026-05', null, 4],
      ['2026-06', 12_000, 5],
    ]);
    expect(points(facts.rent.trend)).toEqual([['2026-04', 27_500, 6]]);
  });

  it('lists the nearest six other localities of the city by centre, names grouped without case', async () => {
    const { nearby } = (await factsOf('Pune', 'Baner'))!;
    expect(nearby.map((n) => n.locality)).toEqual([
      'Aundh',
      'Wakad',
      'Hinjewadi',
      'Kothrud',
      'Viman Nagar',
      'Hadapsar',
    ]);
    expect(nearby[0]).toEqual({ locality: 'Aundh', km: expect.closeTo(2.85, 1), properties: 3 });
    expect(nearby.map((n) => n.km)).toEqual(nearby.map((n) => n.km).toSorted((a, b) => a - b));
  });

  it('finds a locality whatever its case, and none that has no public item', async () => {
    expect(await factsOf('PUNE', ' bAnEr '.trim())).toEqual(await factsOf('Pune', 'Baner'));
    expect(await factsOf('Pune', 'Nowhere')).toBeNull();
    expect(await factsOf('Mumbai', 'Baner')).toBeNull();
  });

  it('a locality without a place has no centre and no neighbours', async () => {
    expect(await factsOf('pune', 'pashan')).toMatchObject({ locality: 'Pashan', centre: null, nearby: [] });
  });

  it('answers GET /api/localities/{city}/{locality} by the contract, 404 with a message when unknown', async () => {
    const ok = await t.app.inject({ method: 'GET', url: apiPaths.localityFacts('pune', 'viman nagar') });
    expect(ok.statusCode).toBe(200);
    expect(localityFactsSchema.parse(ok.json())).toMatchObject({ city: 'Pune', locality: 'Viman Nagar' });
    const missing = await t.app.inject({ method: 'GET', url: apiPaths.localityFacts('Pune', 'Nowhere') });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: localityMessages.notFound }]);
  });

  it('is cached for the public, and a listing approved there shows in the next read', async () => {
    const staff = await staffToken(t);
    const seller = await t.signUp('Seller');
    const url = apiPaths.localityFacts('Bengaluru', 'Indiranagar');
    const approveOne = async () => approveListing(t.app, staff, (await createListing(t.app, seller.token))._id);
    await approveOne();
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.json<LocalityFacts>().counts.sale).toBe(1);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    await approveOne();
    expect((await t.app.inject({ method: 'GET', url })).json<LocalityFacts>().counts.sale).toBe(2);
  });
});
