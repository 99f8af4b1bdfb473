import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertySearchResultSchema, type PropertySearchQuery } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, search, staffToken } from '../test/listings';
import { createProject } from '../test/projects';
import { bearer, startTestApp, type TestApp } from '../test/testApp';

const pune = { state: 'Maharashtra', city: 'Pune', locality: 'Baner', pincode: '411045', address: '', landmark: '' };

describe.each(testDatabaseKinds())('property search on $name', (kind) => {
  let t: TestApp;
  const titles = async (query: PropertySearchQuery) => (await search(t.app, query)).items.map((i) => i.title);

  beforeAll(async () => {
    t = await startTestApp(kind);
    const seller = await t.signUp('Seller');
    const agent = await t.signUp('Agent');
    const builder = await t.signUp('Builder');
    const staff = await staffToken(t);
    const post = async (token: string, fields: ReturnType<typeof listingFields>, approve = true) => {
      const listing = await createListing(t.app, token, fields);
      if (approve) await approveListing(t.app, staff, listing._id);
      t.clock.advance(60_000);
      return listing;
    };
    await post(
      seller.token,
      listingFields('flat', { title: '2 BHK in Indiranagar', price: 9_000_000, carpetArea: 800 }),
    );
    await post(
      seller.token,
      listingFields('villa', {
        title: '4 BHK villa to rent',
        bhk: 4,
        purpose: 'rent',
        price: 150_000,
        furnishing: 'furnished',
      }),
    );
    await post(
      agent.token,
      listingFields('flat', { title: 'Baner 3 BHK', bhk: 3, price: 12_000_000, carpetArea: 950, location: pune }),
    );
    await post(agent.token, listingFields('plot', { title: 'Plot in Baner', price: 4_000_000, location: pune }));
    await post(
      agent.token,
      listingFields('office', {
        title: 'New office 50%_off',
        price: 30_000_000,
        availability: 'under construction',
        carpetArea: 600,
        furnishing: 'unfurnished',
        ageYears: null,
        possessionBy: '2027-03',
      }),
    );
    await post(seller.token, listingFields('flat', { title: 'Pending flat', price: 1_000_000 }), false);
    // Projects: an approved villa project (3 and 4 BHK, 2.4-3.2 Cr), an approved mixed-use one, a pending flat one.
    for (const [projectKind, approve] of [
      ['villa', true],
      ['mixed', true],
      ['flat', false],
    ] as const) {
      const project = await createProject(t.app, builder.token, projectKind);
      if (approve)
        await t.app.inject({
          method: 'POST',
          url: `/api/staff/projects/${project._id}/approve`,
          headers: bearer(staff),
        });
      t.clock.advance(60_000);
    }
  });
  afterAll(() => t.close());

  it('lists approved listings and projects, newest first, with counts per kind', async () => {
    const result = propertySearchResultSchema.parse(await search(t.app));
    expect(result).toMatchObject({ total: 7, counts: { listings: 5, projects: 2 }, page: 1, pageSize: 12 });
    expect(result.items.map((i) => i.title)).toEqual([
      'Test mixed project',
      'Test villa project',
      'New office 50%_off',
      'Plot in Baner',
      'Baner 3 BHK',
      '4 BHK villa to rent',
      '2 BHK in Indiranagar',
    ]);
    const villaProject = result.items[1]!;
    expect(villaProject).toMatchObject({
      kind: 'builder-project',
      price: 24_000_000,
      priceMax: 32_000_000,
      bhk: 3,
      area: 2400,
      propertyType: 'villa',
      postedByRole: 'Builder',
      status: 'under construction',
      locality: 'Indiranagar',
    });
    expect(villaProject.coverPhoto).toMatch(/-card\.webp$/);
    // docs/listings.md#posted-by: a builder who named no company is never posted by the person's name.
    expect(villaProject.postedByName).toBeUndefined();
    expect(result.items[2]).toMatchObject({
      kind: 'listing',
      postedByRole: 'Agent',
      postedByName: 'Test Agent',
      area: 1000,
    });
  });

  it('filters by city (any case) and locality or title text (taken literally)', async () => {
    expect(await titles({ city: 'PUNE' })).toEqual(['Plot in Baner', 'Baner 3 BHK']);
    expect(await titles({ q: 'baner', kind: 'listing' })).toEqual(['Plot in Baner', 'Baner 3 BHK']);
    expect(await titles({ q: 'ANER', kind: 'listing' })).toEqual(['Plot in Baner', 'Baner 3 BHK']);
    expect(await titles({ q: '50%_' })).toEqual(['New office 50%_off']);
    expect(await titles({ q: '%_o' })).toEqual(['New office 50%_off']);
  });

  it('reads a misspelt locality as the nearest one, and says so', async () => {
    const corrected = propertySearchResultSchema.parse(await search(t.app, { q: 'Indranagar', kind: 'listing' }));
    expect(corrected.correctedText).toBe('Indiranagar');
    expect(corrected.items.map((i) => i.title)).toEqual([
      'New office 50%_off',
      '4 BHK villa to rent',
      '2 BHK in Indiranagar',
    ]);
    const inPune = await search(t.app, { q: 'Banner', city: 'Pune' });
    expect(inPune).toMatchObject({ correctedText: 'Baner', total: 2 });
    // Only a locality of the asked city, only when nothing matched, and never the text itself again.
    expect(await search(t.app, { q: 'Indranagar', city: 'Pune' })).toMatchObject({ total: 0 });
    expect(await search(t.app, { q: 'Indranagar', city: 'Pune' })).not.toHaveProperty('correctedText');
    expect(await search(t.app, { q: 'Baner', kind: 'builder-project' })).not.toHaveProperty('correctedText');
    expect(await search(t.app, { q: 'Qwzxv' })).toMatchObject({ total: 0 });
    expect(await search(t.app, { q: 'baner' })).not.toHaveProperty('correctedText');
  });

  it('finds text under three characters at the start of a word only', async () => {
    expect(await titles({ q: 'BA', kind: 'listing' })).toEqual(['Plot in Baner', 'Baner 3 BHK']);
    expect(await titles({ q: 'an', kind: 'listing' })).toEqual([]);
    expect(await titles({ q: '%' })).toEqual([]);
  });

  it('filters by type (shop and office match mixed use), BHK (5 = 5 or more) and status', async () => {
    expect(await titles({ type: ['office'] })).toEqual(['Test mixed project', 'New office 50%_off']);
    expect(await titles({ type: ['villa', 'plot'] })).toEqual([
      'Test villa project',
      'Plot in Baner',
      '4 BHK villa to rent',
    ]);
    expect(await titles({ bhk: [4] })).toEqual(['Test villa project', '4 BHK villa to rent']);
    expect(await titles({ bhk: [2, 3] })).toEqual(['Test villa project', 'Baner 3 BHK', '2 BHK in Indiranagar']);
    expect(await titles({ bhk: [5] })).toEqual([]);
    expect(await titles({ status: 'under construction' })).toEqual([
      'Test mixed project',
      'Test villa project',
      'New office 50%_off',
    ]);
    expect(await titles({ status: 'ready to move', kind: 'listing' })).toEqual([
      'Plot in Baner',
      'Baner 3 BHK',
      '4 BHK villa to rent',
      '2 BHK in Indiranagar',
    ]);
  });

  it('filters by price range and purpose (projects are for sale)', async () => {
    expect(await titles({ minPrice: 5_000_000, maxPrice: 24_000_000 })).toEqual([
      'Test mixed project',
      'Test villa project',
      'Baner 3 BHK',
      '2 BHK in Indiranagar',
    ]);
    expect(await titles({ purpose: 'rent' })).toEqual(['4 BHK villa to rent']);
    expect((await search(t.app, { purpose: 'sale' })).counts).toEqual({ listings: 4, projects: 2 });
  });

  // docs/listings.md#search-price-sort: without a purpose, prices to buy first, then monthly rents.
  it('sorts by price both ways and pages, never mixing rents with prices to buy', async () => {
    const asc = await search(t.app, { sort: 'price-asc' });
    expect(asc.items.map((i) => i.price)).toEqual([
      4_000_000, 7_500_000, 9_000_000, 12_000_000, 24_000_000, 30_000_000, 150_000,
    ]);
    expect((await search(t.app, { sort: 'price-desc' })).items.map((i) => i.price)).toEqual([
      30_000_000, 24_000_000, 12_000_000, 9_000_000, 7_500_000, 4_000_000, 150_000,
    ]);
    // Text looked up first reads sale and rent in one branch: the same order.
    expect(await titles({ q: 'BHK', sort: 'price-asc' })).toEqual([
      '2 BHK in Indiranagar',
      'Baner 3 BHK',
      '4 BHK villa to rent',
    ]);
    expect((await search(t.app, { sort: 'price-asc', purpose: 'rent' })).items.map((i) => i.price)).toEqual([150_000]);
    const page = await search(t.app, { sort: 'price-desc', pageSize: 3, page: 2 });
    expect(page).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    expect(page.items.map((i) => i.price)).toEqual([9_000_000, 7_500_000, 4_000_000]);
    expect((await search(t.app, { page: 9 })).items).toEqual([]);
  });

  // Carpet areas: Indiranagar flat 800, rent villa 900, Baner flat 950, office 600, the plot and projects none.
  it('filters by carpet area range, leaving out what has no carpet area', async () => {
    expect(await titles({ minCarpet: 850 })).toEqual(['Baner 3 BHK', '4 BHK villa to rent']);
    expect(await titles({ minCarpet: 700, maxCarpet: 900 })).toEqual(['4 BHK villa to rent', '2 BHK in Indiranagar']);
    expect(await titles({ maxCarpet: 600 })).toEqual(['New office 50%_off']);
  });

  // Per sq.ft carpet, rounded as the cards round: rent 167, Indiranagar 11,250, Baner 12,632 (12,631.6), office 50,000.
  it('filters by price per carpet sq.ft, leaving out what has no carpet area and projects', async () => {
    expect(await titles({ minCarpetRate: 11_250, maxCarpetRate: 12_632 })).toEqual([
      'Baner 3 BHK',
      '2 BHK in Indiranagar',
    ]);
    expect(await titles({ maxCarpetRate: 12_631 })).toEqual(['4 BHK villa to rent', '2 BHK in Indiranagar']);
    expect(await titles({ minCarpetRate: 0 })).toEqual([
      'New office 50%_off',
      'Baner 3 BHK',
      '4 BHK villa to rent',
      '2 BHK in Indiranagar',
    ]);
    expect((await search(t.app, { minCarpetRate: 12_633, kind: 'builder-project' })).total).toBe(0);
  });

  it('filters by furnishing (projects have none)', async () => {
    expect(await titles({ furnishing: ['furnished', 'unfurnished'] })).toEqual([
      'New office 50%_off',
      '4 BHK villa to rent',
    ]);
    expect(await titles({ furnishing: ['semi-furnished'] })).toEqual(['Baner 3 BHK', '2 BHK in Indiranagar']);
  });

  it('filters by possession: ready to move, or by the end of a year', async () => {
    expect(await titles({ possession: 'ready', kind: 'listing' })).toEqual([
      'Plot in Baner',
      'Baner 3 BHK',
      '4 BHK villa to rent',
      '2 BHK in Indiranagar',
    ]);
    expect(await titles({ possession: 'ready', kind: 'builder-project' })).toEqual([]);
    // The office's possession is 2027-03.
    expect((await titles({ possession: '2026', kind: 'listing' })).includes('New office 50%_off')).toBe(false);
    expect((await titles({ possession: '2027', kind: 'listing' }))[0]).toBe('New office 50%_off');
    // Both projects were posted now with a completion timeline of 1 year.
    const thisYear = t.clock.now().getUTCFullYear();
    expect(await titles({ possession: String(thisYear), kind: 'builder-project' })).toEqual([]);
    expect(await titles({ possession: String(thisYear + 1), kind: 'builder-project' })).toEqual([
      'Test mixed project',
      'Test villa project',
    ]);
  });

  it('filters by who posted: owner, agent or builder', async () => {
    expect(await titles({ postedBy: ['owner'] })).toEqual(['4 BHK villa to rent', '2 BHK in Indiranagar']);
    expect(await titles({ postedBy: ['agent'] })).toEqual(['New office 50%_off', 'Plot in Baner', 'Baner 3 BHK']);
    expect(await titles({ postedBy: ['builder', 'owner'] })).toEqual([
      'Test mixed project',
      'Test villa project',
      '4 BHK villa to rent',
      '2 BHK in Indiranagar',
    ]);
  });

  it('sorts by carpet area and by price per carpet sq.ft, what has none last', async () => {
    expect(await titles({ sort: 'carpet-asc', kind: 'listing' })).toEqual([
      'New office 50%_off',
      '2 BHK in Indiranagar',
      '4 BHK villa to rent',
      'Baner 3 BHK',
      'Plot in Baner',
    ]);
    expect((await titles({ sort: 'carpet-desc' })).slice(0, 4)).toEqual([
      'Baner 3 BHK',
      '4 BHK villa to rent',
      '2 BHK in Indiranagar',
      'New office 50%_off',
    ]);
    // Per sq.ft carpet as above; then what has no rate (projects, the plot), newest first, in both
    // directions; a month's rent per sq.ft after every price to buy (docs/listings.md#search-price-sort).
    expect(await titles({ sort: 'carpet-price-asc' })).toEqual([
      '2 BHK in Indiranagar',
      'Baner 3 BHK',
      'New office 50%_off',
      'Test mixed project',
      'Test villa project',
      'Plot in Baner',
      '4 BHK villa to rent',
    ]);
    expect(await titles({ sort: 'carpet-price-desc' })).toEqual([
      'New office 50%_off',
      'Baner 3 BHK',
      '2 BHK in Indiranagar',
      'Test mixed project',
      'Test villa project',
      'Plot in Baner',
      '4 BHK villa to rent',
    ]);
    expect(
      await titles({ sort: 'carpet-price-asc', kind: 'listing', furnishing: ['furnished', 'semi-furnished'] }),
    ).toEqual(['2 BHK in Indiranagar', 'Baner 3 BHK', '4 BHK villa to rent']);
  });

  it('refuses bad queries', async () => {
    for (const query of [
      'pageSize=49',
      'page=0',
      'type=castle',
      'sort=cheap',
      'minPrice=-1',
      'minCarpet=-5',
      'minCarpetRate=-1',
      'maxCarpetRate=1.5',
      'furnishing=bare',
      'possession=soon',
      'postedBy=broker',
      // Past any integer the database takes: each a 400 in words, never a 500.
      'page=2147483648',
      'page=501',
      'pageSize=1e12',
      'minPrice=1e20',
      'maxCarpet=9007199254740993',
      'maxCarpetRate=1e30',
      'bhk=99999999999',
    ])
      expect((await t.app.inject({ method: 'GET', url: `/api/properties?${query}` })).statusCode, query).toBe(400);
    const deep = await t.app.inject({ method: 'GET', url: '/api/properties?page=2147483648' });
    expect(deep.json()).toEqual({
      message: 'A search goes to page 500 at most: narrow the filters to see more',
    });
  });

  // docs/listings.md#search-text-limit: text past the limit is refused in words, never read as no text.
  it('refuses search and suggestion text over 100 characters with a readable message', async () => {
    const text = encodeURIComponent(`Baner ${'x'.repeat(95)}`);
    for (const url of [`/api/properties?q=${text}`, `/api/properties/suggestions?q=${text}`]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toEqual({ message: 'Search text must be at most 100 characters' });
    }
    // 100 characters, and more only in spaces around them, still search.
    const atLimit = encodeURIComponent(`  Baner ${'x'.repeat(94)}  `);
    expect((await t.app.inject({ method: 'GET', url: `/api/properties?q=${atLimit}` })).statusCode).toBe(200);
  });
});
