import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { explaining, fullScans, indexesOf, tableVisits, type PlanNode } from '../test/plans';
import type { TestApp } from '../test/testApp';
import { localityFacts } from './facts';

/**
 * docs/localities.md#locality-facts: a locality's facts EXPLAINed on the seeded inventory of
 * server/plans.test.ts, as server/geo/planCases.ts reads the map's:
 * its items and its neighbours' come through search_items_city_locality_idx alone (an index-only
 * read, docs/localities.md#locality-index), and nothing else reads search_items.
 */

export function localityPlanCases(inventory: () => TestApp) {
  describe("a locality's facts", () => {
    /** The busiest locality of each of two cities, spelled in capitals. */
    const busiest = async () =>
      rowsOf<{ city: string; locality: string }>(
        await inventory().app.services.db.execute(sql`select upper(city) as city, upper(locality) as locality
        from search_localities where city in ('Pune', 'Mumbai') order by count desc limit 2`),
      );

    it.each([0, 1])(
      "the facts of a city's busiest locality read its index alone, never search_items' rows",
      async (which) => {
        const place = (await busiest())[which]!;
        const plans: PlanNode[] = [];
        const read = (database: Database) => localityFacts(database, place, inventory().clock.now());
        const facts = await read(explaining(inventory().app.services.database, plans));
        expect(plans).toHaveLength(1);
        expect(fullScans(plans[0]!)).toEqual([]);
        expect(indexesOf(plans[0]!)).toContain('search_items_city_locality_idx');
        expect(tableVisits(plans[0]!, 'search_items')).toEqual([]);
        expect(facts!.counts.sale + facts!.counts.rent + facts!.counts.projects).toBeGreaterThan(10);
        expect(facts!.nearby.length).toBeGreaterThan(0);
      },
    );
  });
}
