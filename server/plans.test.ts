import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { alertPlanCases } from './alerts/planCases';
import { mapPlanCases } from './geo/planCases';
import { localityPlanCases } from './localities/planCases';
import { searchPlanCases } from './search/planCases';
import { seedScale } from './seed/scale';
import { seedScaleSearches } from './seed/scaleSearches';
import { testDatabaseKinds } from './test/databases';
import { startTestApp, type TestApp } from './test/testApp';

/**
 * docs/listings.md#read-model: plans under test, on one seeded inventory for every public read over
 * the read model (search, alert matching, the map, a locality's facts: each folder's planCases.ts). The scale
 * seeder writes a portal's inventory into a scratch database (PostgreSQL when TEST_DATABASE_URL is
 * set, else PGlite), VACUUM ANALYZE gives the planner its statistics and visibility map as
 * autovacuum would, and each read is EXPLAINed with its values (the custom plan every prepared
 * statement starts with). `enable_seqscan` stays on.
 *
 * 20,000 listings, not 100,000: seeding 100,000 through the triggers takes minutes on two shared
 * cores, and at 20,000 items (2,000 a city, ~33 a locality) a scan of the whole table already
 * costs the planner some hundred times an index's few pages for every family, so a missing or
 * unusable index shows here as a sequential scan just as it would at a million. Seeded once: each
 * folder seeding its own took a minute of CI each.
 */
const LISTINGS = 20_000;
const PROJECTS = 400;
/** Alert matching's side: saved searches spread as people search (server/seed/scaleSearches.ts). */
const SAVED_SEARCHES = 20_000;
const kind = testDatabaseKinds().at(-1)!;

describe(`plans at ${LISTINGS.toLocaleString('en-IN')} listings on ${kind.name}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const { db, storage } = t.app.services;
    await seedScale(
      { db, storage, now: t.clock.now() },
      { listings: LISTINGS, projects: PROJECTS, onExisting: 'refuse' },
    );
    await seedScaleSearches(db, SAVED_SEARCHES, t.clock.now());
    await db.execute(sql`vacuum analyze`);
  }, 600_000);
  afterAll(() => t?.close());

  const inventory = () => t;
  searchPlanCases(inventory);
  alertPlanCases(inventory);
  mapPlanCases(inventory, { listings: LISTINGS, projects: PROJECTS });
  localityPlanCases(inventory);
});
