import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertySearchQuerySchema, type PropertySearchQuery } from '@/api/contract';
import { searchPageJson } from './queries';
import { runAcrossRest, runAcrossShapes, textCountsOf, type TextRead } from './text';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, search, staffToken } from '../test/listings';
import { startTestApp, type TestApp } from '../test/testApp';

const inMumbai = (locality: string) => ({
  state: 'Maharashtra',
  city: 'Mumbai',
  locality,
  pincode: '400053',
  address: '',
  landmark: '',
});

/** Titles, their localities in Mumbai and prices (the tests' order). */
const listings: [string, string, number][] = [
  ['2 BHK for Sale in Andheri West', 'Andheri West', 10_000_000],
  ['Flat near Andheri West station', 'Versova', 11_000_000],
  ['Andheri East, 1 BHK', 'Andheri East', 12_000_000],
  ['Sea view in Juhu for Sale', 'Juhu', 13_000_000],
  // A mention right after another is not cut (the first took the space between them).
  ['Flat x Juhu Juhu y', 'Juhu', 14_000_000],
  ['Juhu Juhu Juhu view', 'Juhu', 15_000_000],
  ['Flat LB Rajaji Nagar East', 'Rajaji Nagar', 16_000_000],
  ['Shop near LB Road', 'Raj Mahal', 17_000_000],
  // Text that holds a cut mention itself: the title's rest no longer holds the text's outside part.
  ['Plot Juhu xy Juhu y', 'Juhu', 18_000_000],
];

/** The titles of the listings whose title or locality holds the text, in price order. */
const listingsHolding = (text: string) =>
  listings
    .filter(([title, locality]) => `${title}\n${locality}`.toLowerCase().includes(text.toLowerCase()))
    .map(([title]) => title);

/**
 * docs/listings.md#search-text-localities: a text is found in the localities that hold it, in the rest
 * of a title once its own locality's mention is cut out, and across that mention, exactly as "the
 * locality or the title holds it" reads.
 */
describe.each(testDatabaseKinds())('search text through the localities on $name', (kind) => {
  let t: TestApp;
  const titles = async (query: PropertySearchQuery) =>
    (await search(t.app, { sort: 'price-asc', ...query })).items.map((i) => i.title);

  beforeAll(async () => {
    t = await startTestApp(kind);
    const seller = await t.signUp('Seller');
    const staff = await staffToken(t);
    for (const [title, locality, price] of listings) {
      const listing = await createListing(
        t.app,
        seller.token,
        listingFields('flat', { title, price, location: inMumbai(locality) }),
      );
      await approveListing(t.app, staff, listing._id);
    }
  });
  afterAll(() => t.close());

  it('finds a locality by its items and the rest of a title that names another', async () => {
    expect(await titles({ q: 'andheri west' })).toEqual([
      '2 BHK for Sale in Andheri West',
      'Flat near Andheri West station',
    ]);
    expect(await titles({ q: 'West station', city: 'mumbai' })).toEqual(['Flat near Andheri West station']);
    expect(await titles({ q: 'Andheri West', city: 'Pune' })).toEqual([]);
  });

  it('finds text running across a title’s mention of its own locality', async () => {
    expect(await titles({ q: 'in Andh' })).toEqual(['2 BHK for Sale in Andheri West']);
    expect(await titles({ q: 'Juhu for', city: 'Mumbai' })).toEqual(['Sea view in Juhu for Sale']);
    expect(await titles({ q: 'view in Juhu for' })).toEqual(['Sea view in Juhu for Sale']);
    // The cut leaves two spaces: the words on either side never meet.
    expect(await titles({ q: 'in for' })).toEqual([]);
    expect(await titles({ q: 'for Sale' })).toEqual(['2 BHK for Sale in Andheri West', 'Sea view in Juhu for Sale']);
  });

  it('finds a mention not between spaces, and word starts of short text', async () => {
    expect(await titles({ q: 'East,' })).toEqual(['Andheri East, 1 BHK']);
    expect(await titles({ q: 'an' })).toEqual([
      '2 BHK for Sale in Andheri West',
      'Flat near Andheri West station',
      'Andheri East, 1 BHK',
    ]);
    expect(await titles({ q: 'ju', city: 'Mumbai' })).toEqual([
      'Sea view in Juhu for Sale',
      'Flat x Juhu Juhu y',
      'Juhu Juhu Juhu view',
      'Plot Juhu xy Juhu y',
    ]);
  });

  // docs/listings.md#search-text-plans: the titles' count steers how a text is read, so it must never
  // fall short of the titles that hold it (nor its rests' count of those the text runs across).
  it.each(['Juhu J', 'uhu Ju', 'hu Juhu v', 'x Juhu', 'LB Raj', 'LB R', 'B Rajaji N', 'Sale in Andheri', 'for Sale'])(
    'counts at least the titles that hold "%s" by their words',
    async (q) => {
      const titlesHolding = (part: string) =>
        listings.filter(([title]) => title.toLowerCase().includes(part.toLowerCase())).length;
      expect(titlesHolding(q)).toBeGreaterThan(0);
      const shapes = runAcrossShapes(q);
      for (const city of [undefined, 'Mumbai']) {
        const counts = await textCountsOf(t.app.services.database, q, city);
        expect(counts.titles).toBeGreaterThanOrEqual(titlesHolding(q));
        // A shape read by the rests counts, in every city, at least the titles that hold its outside part.
        counts.runAcross.forEach(({ titles }, i) => {
          const outside = shapes[i]!.outside;
          if (outside && runAcrossRest(shapes[i]!) !== null)
            expect(titles).toBeGreaterThanOrEqual(titlesHolding(outside.part));
        });
      }
    },
  );

  // docs/listings.md#search-text-run-across: each shape by its localities' items or by the titles'
  // rests, looked up or read in order with the localities' share tallied: all as "holds it" reads.
  it.each([
    'Juhu J',
    'Juhu xy Ju',
    'uhu Ju',
    'hu Juhu v',
    'hu Juhu',
    'x Juhu',
    'LB Raj',
    'LB Rajaji Nagar E',
    'Nagar East',
    'in Andh',
    'Juhu for',
    'view in Juhu for',
    'Sale in Andheri',
    'in for',
  ])('finds "%s" across a mention whichever way it reads', async (q) => {
    const holding = listingsHolding(q);
    const reads: TextRead[] = ['localities', 'titles'].flatMap((runAcross) => [
      { inOrder: false, localitiesTallied: false, runAcross: runAcross as 'localities' | 'titles' },
      { inOrder: true, localitiesTallied: true, runAcross: runAcross as 'localities' | 'titles' },
    ]);
    for (const city of [undefined, 'Mumbai']) {
      expect(await titles({ q, city })).toEqual(holding);
      const parsed = propertySearchQuerySchema.parse({ q, city, sort: 'price-asc', pageSize: 48 });
      for (const read of reads) {
        const { database, storage } = t.app.services;
        const page = JSON.parse(await searchPageJson(database, storage, parsed, read)) as {
          items: { title: string }[];
        };
        expect([read, page.items.map((item) => item.title)]).toEqual([read, holding]);
      }
    }
  });
});
