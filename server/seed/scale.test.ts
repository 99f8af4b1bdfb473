import { count, countDistinct, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allProjectErrors,
  listingErrors,
  listingRateFlag,
  listingSchema,
  projectRateFlag,
  type PropertySearchQuery,
} from '@/api/contract';
import { builderProjects, listingPhotos, listings } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { search } from '../test/listings';
import { startTestApp, type TestApp } from '../test/testApp';
import { demoListings } from './demoListings';
import { demoProjects } from './demoProjects';
import { scaleCities, scalePlaces } from './places';
import { ScaleSeedExists, seedScale } from './scale';
import { scaleListingFields } from './scaleItems';
import { scaleBuilder, scaleProjectFields } from './scaleProjects';
import { pickPlace, randomSource } from './scaleRandom';

const now = new Date('2026-11-27T10:00:00Z');

describe("the scale seed's items", () => {
  const random = randomSource(7);
  const drawn = Array.from({ length: 3_000 }, () => scaleListingFields(random, pickPlace(random), now));

  it("each meets the listing form's and the project wizard's rules", () => {
    expect(drawn.map((fields) => listingErrors(fields, 1)).filter((errors) => errors.length > 0)).toEqual([]);
    const projects = Array.from({ length: 500 }, (_, n) =>
      scaleProjectFields(random, scaleBuilder(n).root, pickPlace(random)),
    );
    const media = { banner: 1, blueprints: 1 };
    expect(projects.map((fields) => allProjectErrors(fields, media)).filter((errors) => errors.length > 0)).toEqual([]);
  });

  it("spreads over ten cities' six hundred localities, two in three for sale, mostly 2 and 3 BHK", () => {
    expect(scaleCities).toHaveLength(10);
    expect(new Set(scalePlaces.map((p) => `${p.locality}, ${p.city}`)).size).toBe(600);
    expect(new Set(drawn.map((f) => f.location.city)).size).toBe(10);
    const share = (test: (f: (typeof drawn)[number]) => boolean) => drawn.filter(test).length / drawn.length;
    expect(share((f) => f.purpose === 'sale')).toBeCloseTo(0.68, 1);
    expect(share((f) => f.bhk === 2 || f.bhk === 3)).toBeGreaterThan(0.5);
    // A Mumbai flat costs more than an Ahmedabad one; rents are a month's.
    const median = (city: string) => {
      const prices = drawn
        .filter((f) => f.location.city === city && f.propertyType === 'flat' && f.purpose === 'sale')
        .map((f) => f.price!)
        .sort((a, b) => a - b);
      return prices[prices.length >> 1]!;
    };
    expect(median('Mumbai')).toBeGreaterThan(3 * median('Ahmedabad'));
    const twoBhkRents = drawn.filter((f) => f.purpose === 'rent' && f.bhk === 2 && f.propertyType === 'flat');
    expect(twoBhkRents.every((f) => f.price! >= 5_000 && f.price! <= 200_000)).toBe(true);
  });

  // docs/listings.md#plausible-rates: the ranges come from these figures, so no seeded price is flagged.
  it("each is priced within its city's usual rate, as are the demo listings and projects", () => {
    expect(drawn.filter((fields) => listingRateFlag(fields))).toEqual([]);
    const projects = Array.from({ length: 500 }, (_, n) =>
      scaleProjectFields(random, scaleBuilder(n).root, pickPlace(random)),
    );
    expect(projects.map(projectRateFlag).filter(Boolean)).toEqual([]);
    expect(demoListings.map(({ fields }) => listingRateFlag(fields)).filter(Boolean)).toEqual([]);
    expect(demoProjects.map(projectRateFlag).filter(Boolean)).toEqual([]);
  });

  it('draws the same items from the same seed', () => {
    const again = randomSource(7);
    expect(scaleListingFields(again, pickPlace(again), now)).toEqual(drawn[0]);
  });
});

describe.each(testDatabaseKinds())('seedScale on $name', (kind) => {
  let t: TestApp;
  const LISTINGS = 400;
  const PROJECTS = 20;
  const deps = () => ({ db: t.app.services.db, storage: t.app.services.storage, now: new Date() });
  beforeAll(async () => {
    // No response cache: the seed writes beside the API, as the command does with the server stopped.
    t = await startTestApp(kind, { config: { responseCacheBytes: 0 } });
    await seedScale(deps(), { listings: LISTINGS, projects: PROJECTS, onExisting: 'refuse' });
  });
  afterAll(() => t?.close());

  it('search finds seeded listings by city, locality, BHK, purpose and price', async () => {
    const homes = await t.app.services.db.select().from(listings).where(isNotNull(listings.bhk)).limit(5);
    expect(homes).toHaveLength(5);
    for (const home of homes) {
      const query: PropertySearchQuery = {
        city: home.city,
        q: home.locality,
        bhk: [home.bhk!],
        purpose: home.purpose,
        minPrice: home.price,
        maxPrice: home.price,
        pageSize: 48,
      };
      const found = await search(t.app, query);
      expect(found.items.map((item) => item._id)).toContain(home.id);
      expect(found.items.every((item) => item.city === home.city && item.bhk === home.bhk)).toBe(true);
    }
  });

  it('puts every seeded listing and project in search, city by city', async () => {
    const { db } = t.app.services;
    const byCity = await db.select({ city: listings.city, n: count() }).from(listings).groupBy(listings.city);
    expect(byCity.reduce((sum, row) => sum + row.n, 0)).toBe(LISTINGS);
    for (const { city, n } of byCity) expect((await search(t.app, { city, kind: 'listing' })).total).toBe(n);
    expect((await search(t.app, { kind: 'builder-project' })).total).toBe(PROJECTS);
  });

  it('shares a handful of stored photos, which the media route serves', async () => {
    const { db } = t.app.services;
    const [photos] = await db.select({ n: countDistinct(listingPhotos.fileKey) }).from(listingPhotos);
    expect(photos!.n).toBeLessThanOrEqual(6);
    const [first] = await db.select({ id: listings.id }).from(listings).limit(1);
    const detail = listingSchema.parse((await t.app.inject({ url: `/api/properties/${first!.id}` })).json());
    expect((await t.app.inject({ url: detail.photos[0]!.url })).statusCode).toBe(200);
  });

  it('refuses a database that holds a scale seed, and adds to it when asked', async () => {
    await expect(seedScale(deps(), { listings: 10, projects: 0, onExisting: 'refuse' })).rejects.toThrow(
      new ScaleSeedExists(
        `This database already holds a scale seed (${LISTINGS} listings and ${PROJECTS} projects by @scale.nivaas.test accounts). Run it with --add to add more.`,
      ),
    );
    const added = await seedScale(deps(), { listings: 50, projects: 2, onExisting: 'add' });
    expect(added.before).toEqual({ listings: LISTINGS, projects: PROJECTS });
    expect((await search(t.app, { kind: 'listing' })).total).toBe(LISTINGS + 50);
    const { db } = t.app.services;
    const [projects] = await db
      .select({ n: count() })
      .from(builderProjects)
      .where(eq(builderProjects.reviewState, 'approved'));
    expect(projects!.n).toBe(PROJECTS + 2);
  });
});
