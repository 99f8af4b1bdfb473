import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertySearchQuerySchema, type PropertySearchQuery } from '@/api/contract';
import { rowsOf } from '../db/rows';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, search, staffToken } from '../test/listings';
import { startTestApp, type TestApp } from '../test/testApp';
import { readTallies } from './tallies';

const LAKH = 100_000;
const pune = { state: 'Maharashtra', city: 'Pune', locality: 'Baner', pincode: '411045', address: '', landmark: '' };
/** Sale prices in Pune: two exactly at the 50 L edge, one either side of it, one at 1 Cr. */
const punePrices = [40 * LAKH, 50 * LAKH, 50 * LAKH, 55 * LAKH, 100 * LAKH];

describe.each(testDatabaseKinds())('search tallies on $name', (kind) => {
  let t: TestApp;
  const listingKeys = { purposes: ['sale'], buckets: [0, 1, 2, 3, 4, 5], tallied: true };
  const tallied = (query: PropertySearchQuery, pageEnd?: number) =>
    readTallies(
      t.app.services.database,
      propertySearchQuerySchema.parse(query),
      ['listing'],
      listingKeys,
      pageEnd === undefined ? null : { pageEnd },
    );
  const known = async (query: PropertySearchQuery) => (await tallied(query)).known;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const seller = await t.signUp('Seller');
    const staff = await staffToken(t);
    for (const price of punePrices) {
      const listing = await createListing(t.app, seller.token, listingFields('flat', { price, location: pune }));
      await approveListing(t.app, staff, listing._id);
    }
    const elsewhere = await createListing(t.app, seller.token, listingFields('flat', { price: 50 * LAKH }));
    await approveListing(t.app, staff, elsewhere._id);
  });
  afterAll(() => t?.close());

  it('bands a price between the edges evenly and at an edge oddly, an unpriced one at -1', async () => {
    const bands = rowsOf<Record<string, number>>(
      await t.app.services.db.execute(sql`select search_price_band(999, true) as "below",
        search_price_band(1000, true) as "first edge", search_price_band(1200, true) as "after it",
        search_price_band(1500, true) as "second edge", search_price_band(5000000, true) as "50 L",
        search_price_band(5000001, true) as "just over 50 L", search_price_band(0, false) as unpriced`),
    )[0];
    expect(bands).toEqual({
      below: 0,
      'first edge': 1,
      'after it': 2,
      'second edge': 3,
      '50 L': bands!['just over 50 L']! - 1,
      'just over 50 L': expect.any(Number),
      unpriced: -1,
    });
    expect(bands!['50 L']! % 2).toBe(1);
  });

  // docs/listings.md#search-tallies: a budget whose ends are edges takes whole bands, and the prices
  // at its ends (50 L and 1 Cr are both in) are counted, not those just past them.
  it.each<[string, PropertySearchQuery, number]>([
    ['a city', { city: 'Pune', purpose: 'sale' }, 5],
    ['50 L to 1 Cr', { city: 'Pune', purpose: 'sale', minPrice: 50 * LAKH, maxPrice: 100 * LAKH }, 4],
    ['under 50 L', { city: 'Pune', purpose: 'sale', maxPrice: 50 * LAKH }, 3],
    ['above 50 L', { city: 'Pune', purpose: 'sale', minPrice: 50 * LAKH }, 4],
    ['every city, 50 L to 1 Cr', { purpose: 'sale', minPrice: 50 * LAKH, maxPrice: 100 * LAKH }, 5],
  ])('settle a search for %s without counting its matches', async (_, query, total) => {
    expect(await known(query)).toEqual({ listing: total });
    const found = await search(t.app, query);
    expect(found).toMatchObject({ total, counts: { listings: total } });
  });

  it('leave a budget that cuts a band with listings in it to the count, which stays exact', async () => {
    const between = { city: 'Pune', purpose: 'sale', minPrice: 45 * LAKH, maxPrice: 52 * LAKH } as const;
    expect(await known(between)).toEqual({});
    expect((await search(t.app, between)).total).toBe(2);
    // A band cut with nothing in it settles the search all the same.
    expect(await known({ city: 'Pune', purpose: 'sale', maxPrice: 45 * LAKH })).toEqual({ listing: 1 });
  });

  it('leave text and the filters they do not key to the count', async () => {
    for (const query of [
      { city: 'Pune', q: 'Baner' },
      { city: 'Pune', furnishing: ['furnished'] },
      { city: 'Pune', minCarpet: 500 },
      { city: 'Pune', type: ['flat'] },
      { city: 'Pune', postedBy: ['owner'] },
    ] satisfies PropertySearchQuery[])
      expect(await known(query)).toEqual({});
    const aboveTopBucket = await readTallies(
      t.app.services.database,
      propertySearchQuerySchema.parse({ city: 'Pune', bhk: [6] }),
      ['listing'],
      { ...listingKeys, tallied: false },
      null,
    );
    expect(aboveTopBucket.known).toEqual({});
  });

  // docs/listings.md#search-budget-order: Pune's flats (BHK bucket 2) for sale are five, four of them
  // from 50 L up: with a page's end of one, 4² > 1 × 5 and the budget is read in the newest order;
  // with a page's end of 12 the price index's range is read and sorted.
  it('read a budget holding most of a branch in the sort order, and a narrow one from the price index', async () => {
    const fromFiftyLakh = { city: 'Pune', purpose: 'sale', minPrice: 50 * LAKH } as const;
    expect((await tallied(fromFiftyLakh, 1)).budgetRead('sale', 2)).toBe('sort order');
    expect((await tallied(fromFiftyLakh, 12)).budgetRead('sale', 2)).toBe('price range');
    expect((await tallied({ ...fromFiftyLakh, minPrice: 60 * LAKH }, 1)).budgetRead('sale', 2)).toBe('price range');
    // A branch with nothing in it, and one not asked about (a price sort reads the price's own order).
    expect((await tallied(fromFiftyLakh, 1)).budgetRead('rent', 2)).toBe('price range');
    expect((await tallied(fromFiftyLakh)).budgetRead('sale', 2)).toBeNull();
  });

  it('answer the same pages whichever way the budget is read', async () => {
    const query = { city: 'Pune', purpose: 'sale', minPrice: 50 * LAKH, sort: 'newest' } as const;
    const whole = await search(t.app, { ...query, pageSize: 12 });
    expect(whole.items).toHaveLength(4);
    const onePerPage = [];
    for (const page of [1, 2, 3, 4]) onePerPage.push(...(await search(t.app, { ...query, pageSize: 1, page })).items);
    expect(onePerPage.map((item) => item._id)).toEqual(whole.items.map((item) => item._id));
  });
});
