import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@/api/contract';
import { alertMatches, savedSearches } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, staffToken } from '../test/listings';
import { startTestApp, type TestApp } from '../test/testApp';
import { insertSavedSearch } from './queries';

/** Statements that read the read model: matching's, whatever part of the worker sends them. */
const readsItems = (statement: string) => /\bsearch_items\b/.test(statement);

/**
 * docs/listings.md#alert-matching: the worker matches its batch of waiting items with every saved
 * search in one statement. Before issue #34 it ran each search against each item, a statement each:
 * here three items and sixty searches would have been 180.
 */
describe.each(testDatabaseKinds())('alert matching in one statement on $name', (kind) => {
  let t: TestApp;
  const sent: string[] = [];
  let flats: Listing[];
  const searchesOf = { near: [] as string[], dearer: [] as string[], elsewhere: [] as string[] };

  beforeAll(async () => {
    t = await startTestApp(kind, { onQuery: (query) => sent.push(query) });
    const seller = await t.signUp('Seller');
    const staff = await staffToken(t);
    flats = [];
    for (const price of [6_000_000, 6_500_000, 7_000_000]) {
      const listing = await createListing(
        t.app,
        seller.token,
        listingFields('flat', {
          title: `Flat at ${price}`,
          price,
          location: { ...listingFields().location, city: 'Pune' },
        }),
      );
      await approveListing(t.app, staff, listing._id);
      flats.push(listing);
    }
    // The approvals' own matching, before there is any search.
    await t.app.services.jobs.runDue();

    // Sixty searches of three buyers: twenty that find all three flats, twenty in Pune with a budget
    // under them, twenty in other cities.
    const { db } = t.app.services;
    const saving = async (group: keyof typeof searchesOf, query: (n: number) => string) => {
      const buyer = await t.signUp('Buyer');
      for (let n = 0; n < 20; n += 1) {
        const search = await insertSavedSearch(db, {
          userId: buyer._id,
          name: group,
          query: query(n),
          createdAt: t.clock.now(),
        });
        searchesOf[group].push(search.id);
      }
    };
    await saving('near', (n) => `city=Pune&bhk=2&maxPrice=${7_000_000 + n * 100_000}`);
    await saving('dearer', (n) => `city=pune&maxPrice=${5_000_000 + n * 10_000}`);
    await saving('elsewhere', (n) => `city=${['Mumbai', 'Goa', 'Nashik', 'Surat'][n % 4]}&minPrice=${n * 100_000}`);
  }, 120_000);
  afterAll(() => t?.close());

  const matchedSearches = async (listingIds: string[]) =>
    (
      await t.app.services.db
        .select({ searchId: alertMatches.searchId })
        .from(alertMatches)
        .where(inArray(alertMatches.itemId, listingIds))
    ).map((row) => row.searchId);

  it('matches the waiting items with every search in one statement', async () => {
    // Waiting as three approvals leave them; run at once, they are one batch of the alert-match job.
    for (const flat of flats) await t.app.services.alerts.enqueue('listing', flat._id);
    sent.length = 0;
    await t.app.services.jobs.runDue();
    expect(sent.filter(readsItems)).toHaveLength(1);

    const matched = await matchedSearches(flats.map((flat) => flat._id));
    expect(matched).toHaveLength(60);
    expect(new Set(matched)).toEqual(new Set(searchesOf.near));
    expect(await t.app.services.jobs.list({ state: 'waiting' })).toEqual([]);
  });

  it('records nothing twice when an item is matched again, and skips searches with alerts off', async () => {
    const { db } = t.app.services;
    await db.update(savedSearches).set({ alerts: false }).where(eq(savedSearches.id, searchesOf.near[0]!));
    const another = await createListing(
      t.app,
      (await t.signUp('Seller')).token,
      listingFields('flat', {
        title: 'Another flat',
        price: 6_000_000,
        location: { ...listingFields().location, city: 'Pune' },
      }),
    );
    await approveListing(t.app, await staffToken(t), another._id);
    await t.app.services.alerts.enqueue('listing', flats[0]!._id);
    await t.app.services.jobs.runDue();
    expect(await matchedSearches([flats[0]!._id])).toHaveLength(20);
    expect(new Set(await matchedSearches([another._id]))).toEqual(new Set(searchesOf.near.slice(1)));
  });
});
