import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  propertySearchParams,
  propertySearchQuerySchema,
  savedSearchSchema,
  type BuilderProject,
  type Listing,
  type ListingFields,
  type PropertySearchQuery,
} from '@/api/contract';
import { db, resetDb } from '@mocks/db';
import { searchMockProperties } from '@mocks/search';
import { searchFinds, searchPageJson } from './queries';
import { recordMatches } from '../alerts/queries';
import { alertMatches } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, search, staffToken } from '../test/listings';
import { createProject } from '../test/projects';
import { bearer, startTestApp, type TestApp } from '../test/testApp';

/**
 * docs/listings.md#search-query, one table of cases: each filter is written twice, in SQL over the
 * read model (server/search/queries.ts, which alert matching shares through searchFinds) and in
 * JavaScript for the stories (mocks/search.ts). The same items are put on both sides (written
 * through the server, then read back into the mock db as the server answers them), and every case
 * must find the same ids in the same order on both; searchFinds must say yes to exactly those, and a
 * saved search of the case's criteria must match exactly those in alert matching, which turns the
 * conditions round (server/alerts/queries.ts: the items' searches, not the search's items).
 */
const cases: PropertySearchQuery[] = [
  {},
  { city: 'pune' },
  { city: 'Pune', q: 'baner' },
  { q: 'BA' },
  { q: 'ne' },
  { q: 'Skyline' },
  { type: ['flat'] },
  { type: ['shop'] },
  { type: ['villa', 'plot'] },
  { bhk: [2] },
  { bhk: [3, 5] },
  { bhk: [5] },
  { minPrice: 6_000_000 },
  { maxPrice: 9_500_000 },
  { minPrice: 5_000_000, maxPrice: 20_000_000, purpose: 'sale' },
  { purpose: 'rent' },
  { status: 'under construction' },
  { status: 'ready to move' },
  { kind: 'listing' },
  { kind: 'builder-project' },
  { minCarpet: 900 },
  { maxCarpet: 1000 },
  { minCarpetRate: 5_000, maxCarpetRate: 8_000 },
  { furnishing: ['furnished', 'unfurnished'] },
  { possession: 'ready' },
  { possession: '2027' },
  { possession: '2030' },
  { postedBy: ['owner'] },
  { postedBy: ['agent', 'builder'] },
  { sort: 'price-asc' },
  { sort: 'price-desc' },
  { sort: 'carpet-asc' },
  { sort: 'carpet-desc' },
  { sort: 'carpet-price-asc' },
  { sort: 'carpet-price-desc' },
  { city: 'Bengaluru', bhk: [3], sort: 'price-desc' },
  { pageSize: 3, page: 2 },
  // A text is looked up before the other filters, which then read only the columns they name
  // (server/search/textLookup.ts): every filter and sort beside one.
  { q: 'ba', bhk: [2, 5], minPrice: 5_000_000, purpose: 'sale', sort: 'carpet-asc' },
  { q: 'Kothrud', type: ['flat'], status: 'under construction', possession: '2027', sort: 'carpet-price-desc' },
  { q: 'wakad', furnishing: ['furnished', 'unfurnished'], postedBy: ['agent', 'builder'], minCarpet: 500 },
  { q: 'ba', maxCarpet: 2_000, minCarpetRate: 1_000, maxCarpetRate: 20_000, possession: 'ready' },
  { q: 'Skyline', kind: 'builder-project', bhk: [2], maxPrice: 20_000_000, sort: 'price-desc' },
  { q: 'wa', city: 'Pune', purpose: 'rent', sort: 'price-asc' },
  // A budget off the price bands' edges: the localities' tallies cannot settle the text's count.
  { q: 'baner', maxPrice: 6_600_000 },
  { q: 'a', purpose: 'sale', bhk: [2, 3], maxPrice: 10_000_000, sort: 'newest' },
];

const at = (city: string, locality: string, state = 'Maharashtra'): Partial<ListingFields> => ({
  location: { address: '', state, city, locality, pincode: '411045', landmark: '' },
});

describe.each(testDatabaseKinds())('one table of search cases, SQL and mocks, on $name', (kind) => {
  let t: TestApp;
  let buyer: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const seller = (await t.signUp('Seller')).token;
    const agent = (await t.signUp('Agent')).token;
    const builder = (await t.signUp('Builder')).token;
    const staff = await staffToken(t);
    buyer = (await t.signUp('Buyer')).token;
    const listings: [string, ListingFields][] = [
      [seller, listingFields('flat', { title: 'Baner 2 BHK', ...at('Pune', 'Baner'), price: 6_500_000 })],
      [
        seller,
        listingFields('flat', {
          title: 'Big flat',
          bhk: 6,
          carpetArea: 2000,
          builtUpArea: 2400,
          price: 30_000_000,
          furnishing: 'furnished',
        }),
      ],
      [
        agent,
        listingFields('flat', {
          title: 'New flat',
          availability: 'under construction',
          ageYears: null,
          possessionBy: '2027-06',
          price: 7_000_000,
          ...at('Pune', 'Kothrud'),
        }),
      ],
      [
        agent,
        listingFields('flat', {
          title: 'Rent in Wakad',
          purpose: 'rent',
          price: 25_000,
          furnishing: 'unfurnished',
          ...at('Pune', 'Wakad'),
        }),
      ],
      [seller, listingFields('plot', { title: 'Plot near the lake', price: 4_000_000, ...at('Pune', 'Baner') })],
      [
        agent,
        listingFields('shop', {
          title: 'Corner shop',
          bhk: null,
          bathrooms: null,
          carpetArea: 300,
          builtUpArea: 350,
          price: 9_000_000,
        }),
      ],
      [
        seller,
        listingFields('villa', {
          title: 'Sea villa',
          bhk: 3,
          carpetArea: 2500,
          builtUpArea: 2800,
          price: 50_000_000,
          ...at('Mumbai', 'Juhu'),
        }),
      ],
    ];
    const ids: string[] = [];
    for (const [token, fields] of listings) {
      const listing = await createListing(t.app, token, fields);
      await approveListing(t.app, staff, listing._id);
      ids.push(listing._id);
    }
    // One pending listing, in neither answer.
    await createListing(t.app, seller, listingFields('flat', { title: 'Waiting flat' }));
    const projects = [
      await createProject(t.app, builder, 'villa', { projectName: 'Skyline Villas' }),
      await createProject(t.app, builder, 'flat', { projectName: 'Skyline Heights', projectStatus: 'completed' }),
      await createProject(t.app, builder, 'shops', { projectName: 'Market Square', completionTimeline: '3 months' }),
      await createProject(t.app, builder, 'mixed', { projectName: 'Business Bay', completionTimeline: '2 years' }),
    ];
    for (const project of projects)
      await t.app.inject({ method: 'POST', url: apiPaths.approveProject(project._id), headers: bearer(staff) });

    // The mock db holds what the server answers of the same items.
    resetDb();
    db.listings = await Promise.all(
      ids.map(async (id) => (await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json<Listing>()),
    );
    db.projects = await Promise.all(
      projects.map(async ({ _id }) =>
        (await t.app.inject({ method: 'GET', url: `/api/builder-properties/${_id}` })).json<BuilderProject>(),
      ),
    );
    // The approvals' own alert matching (no saved search yet) done before the cases save theirs.
    await t.app.services.jobs.runDue();
  }, 120_000);
  afterAll(() => t?.close());

  it('holds cases that tell the items apart', () => {
    const answers = cases.map((query) =>
      searchMockProperties(propertySearchQuerySchema.parse({ pageSize: 48, ...query }))
        .items.map((item) => item._id)
        .join(),
    );
    expect(answers[0]!.split(',')).toHaveLength(11);
    expect(new Set(answers).size).toBeGreaterThan(25);
  });

  it('holds a case for every criterion of the contract', () => {
    const held = new Set(cases.flatMap((query) => Object.keys(query)));
    // docs/map.md#near-filter: the distance has no case here, since these items have no place and a
    // saved search keeps no distance; server/geo/routes.test.ts and mocks/mapHandlers.test.ts hold it.
    // Its place's name is words for the page, no condition.
    const apart = new Set(['nearLat', 'nearLng', 'withinKm', 'nearName']);
    const missing = Object.keys(propertySearchQuerySchema.shape).filter((name) => !held.has(name) && !apart.has(name));
    expect(missing).toEqual([]);
  });

  /** The items a saved search of these criteria is matched with, all of them given to alert matching at once. */
  async function alertMatchesOf(query: PropertySearchQuery) {
    const saved = await t.app.inject({
      method: 'POST',
      url: apiPaths.savedSearches,
      payload: { name: 'Case', query: propertySearchParams(query) },
      headers: bearer(buyer),
    });
    const search = savedSearchSchema.parse(saved.json());
    try {
      const server = t.app.services.db;
      await recordMatches(server, [
        ...db.listings.map((l) => ({ kind: 'listing' as const, itemId: l._id })),
        ...db.projects.map((p) => ({ kind: 'builder-project' as const, itemId: p._id })),
      ]);
      const matched = await server
        .select({ id: alertMatches.itemId })
        .from(alertMatches)
        .where(eq(alertMatches.searchId, search._id));
      return matched.map((match) => match.id).sort();
    } finally {
      await t.app.inject({ method: 'DELETE', url: apiPaths.savedSearch(search._id), headers: bearer(buyer) });
    }
  }

  it.each(
    cases.map((query) => [new URLSearchParams(query as Record<string, string>).toString() || 'no filter', query]),
  )('%s', async (_, query) => {
    const served = (await search(t.app, { pageSize: 48, ...query })).items.map((item) => item._id);
    const parsed = propertySearchQuerySchema.parse({ pageSize: 48, ...query });
    const mockAnswer = searchMockProperties(parsed);
    const mocked = mockAnswer.items.map((item) => item._id);
    expect(served).toEqual(mocked);
    // A text common in its scope is read in the branches' order, its localities' share counted from
    // their tallies or not (docs/listings.md#search-locality-tallies): the same page and counts.
    for (const localitiesTallied of parsed.q ? [true, false] : []) {
      const { database, storage } = t.app.services;
      const read = { inOrder: true, localitiesTallied };
      const inOrder = JSON.parse(await searchPageJson(database, storage, parsed, read)) as typeof mockAnswer;
      expect(inOrder.items.map((item) => item._id)).toEqual(mocked);
      expect([inOrder.total, inOrder.counts]).toEqual([mockAnswer.total, mockAnswer.counts]);
    }
    // Alert matching's searchFinds says yes to exactly what the search found (all pages).
    const all = { ...parsed, page: 1, pageSize: 48 };
    const everything = searchMockProperties(all).items;
    const found = await Promise.all(
      [
        ...db.listings.map((l) => ['listing', l._id] as const),
        ...db.projects.map((p) => ['builder-project', p._id] as const),
      ].map(async ([itemKind, id]) => ((await searchFinds(t.app.services.database, all, itemKind, id)) ? id : null)),
    );
    expect(found.filter((id) => id !== null).sort()).toEqual(everything.map((item) => item._id).sort());
    expect(await alertMatchesOf(query)).toEqual(everything.map((item) => item._id).sort());
  });
});
