import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { seedScale } from '../seed/scale';
import { testDatabaseKinds } from '../test/databases';
import { explaining, fullScans, indexesOf, type PlanNode } from '../test/plans';
import { startTestApp, type TestApp } from '../test/testApp';
import { localityFacts } from './facts';

/**
 * docs/localities.md#locality-facts: a locality's facts EXPLAINed on a seeded inventory, as
 * server/geo/plans.test.ts reads the map's (20,000 placed listings and 400 projects, VACUUM ANALYZE):
 * its items and its neighbours' come through search_items_city_locality_idx, and nothing scans
 * search_items.
 */
const LISTINGS = 20_000;
const kind = testDatabaseKinds().at(-1)!;

describe(`a locality's plans at ${LISTINGS.toLocaleString('en-IN')} listings on ${kind.name}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const { db, storage } = t.app.services;
    await seedScale({ db, storage, now: t.clock.now() }, { listings: LISTINGS, projects: 400, onExisting: 'refuse' });
    await db.execute(sql`vacuum analyze`);
  }, 600_000);
  afterAll(() => t?.close());

  /** The busiest locality of each of two cities, spelled in capitals. */
  const busiest = async () =>
    rowsOf<{ city: string; locality: string }>(
      await t.app.services.db.execute(sql`select upper(city) as city, upper(locality) as locality
        from search_localities where city in ('Pune', 'Mumbai') order by count desc limit 2`),
    );

  it.each([0, 1])("the facts of a city's busiest locality read its index, no scan of search_items", async (which) => {
    const place = (await busiest())[which]!;
    const plans: PlanNode[] = [];
    const read = (database: Database) => localityFacts(database, place, t.clock.now());
    const facts = await read(explaining(t.app.services.database, plans));
    expect(plans).toHaveLength(1);
    expect(fullScans(plans[0]!)).toEqual([]);
    expect(indexesOf(plans[0]!)).toContain('search_items_city_locality_idx');
    expect(facts!.counts.sale + facts!.counts.rent + facts!.counts.projects).toBeGreaterThan(10);
    expect(facts!.nearby.length).toBeGreaterThan(0);
  });
});
