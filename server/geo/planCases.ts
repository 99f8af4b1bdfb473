import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { propertySearchQuerySchema, type PropertySearchQuery } from '@/api/contract';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { explaining, fullScans, indexesOf, tableVisits, type PlanNode } from '../test/plans';
import type { TestApp } from '../test/testApp';
import { itemsWithinKm, mapArea } from './area';
import type { LatLng } from '@/api/contract/coordinates';
import type { Box } from '../search/near';
import { kmToLocalityCentre } from '../localities/distance';
import { pincodeCentre } from '../places/pincodeCentres';

/**
 * docs/map.md#map-index: the map's reads EXPLAINed with their values on the seeded inventory of
 * server/plans.test.ts (its notes on size hold here), as server/search/planCases.ts reads search's. The box and the radius must read the GiST index on
 * places, and no read may scan search_items.
 */

const baner: LatLng = pincodeCentre('411045')!;
/** About 4 km a side round Baner, a city (Pune) and a region (Maharashtra's west). */
const boxes: [string, Box][] = [
  ['a locality', { south: baner[0] - 0.02, west: baner[1] - 0.02, north: baner[0] + 0.02, east: baner[1] + 0.02 }],
  ['a city', { south: 18.4, west: 73.7, north: 18.7, east: 74.0 }],
  ['a region', { south: 17.5, west: 72.6, north: 19.5, east: 74.5 }],
];

export function mapPlanCases(inventory: () => TestApp, seeded: { listings: number; projects: number }) {
  describe('the map', () => {
    const explained = async (read: (database: Database) => Promise<unknown>) => {
      const plans: PlanNode[] = [];
      await read(explaining(inventory().app.services.database, plans));
      expect(plans).toHaveLength(1);
      return plans[0]!;
    };
    const parse = (query: PropertySearchQuery) => propertySearchQuerySchema.parse(query);

    it('seeds every item with a place', async () => {
      const [counts] = rowsOf<{ all: number; placed: number }>(
        await inventory().app.services.db.execute(
          sql`select count(*)::int as all, count(*) filter (where lat is not null)::int as placed from search_items`,
        ),
      );
      const items = seeded.listings + seeded.projects;
      expect(counts).toEqual({ all: items, placed: items });
    });

    it.each(
      boxes.flatMap(
        ([name, box]) =>
          [
            [name, box, {}],
            [name, box, { purpose: 'sale', bhk: [2, 3], maxPrice: 20_000_000 }],
          ] as [string, Box, PropertySearchQuery][],
      ),
    )('the map of %s, filters %j, reads the GiST index', async (_, box, query) => {
      const plan = await explained((database) => mapArea(database, parse(query), box));
      expect(fullScans(plan)).toEqual([]);
      expect(indexesOf(plan)).toContain('search_items_place_idx');
    });

    it.each([1, 2, 10])('items within %i km of Baner read the GiST index', async (km) => {
      const plan = await explained((database) => itemsWithinKm(database, parse({}), baner, km));
      expect(fullScans(plan)).toEqual([]);
      expect(indexesOf(plan)).toContain('search_items_place_idx');
      const found = await itemsWithinKm(inventory().app.services.database, parse({}), baner, km);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((item) => item.km <= km)).toBe(true);
    });

    it("an item's distance to its locality's centre reads indexes only", async () => {
      const [some] = rowsOf<{ id: string }>(
        await inventory().app.services.db.execute(
          sql`select id from search_items where kind = 'listing' order by id limit 1`,
        ),
      );
      const plan = await explained((database) => kmToLocalityCentre(database, 'listing', some!.id));
      expect(fullScans(plan)).toEqual([]);
      // The item itself by its key, its locality's places from the locality's index alone.
      expect(tableVisits(plan, 'search_items')).toEqual(['Index Scan using search_items_kind_id_pk']);
      const distance = await kmToLocalityCentre(inventory().app.services.database, 'listing', some!.id);
      // Seeded items lie within 400 m of their pincode's centre; a locality's items share one pincode.
      expect(distance!.km).toBeLessThan(1);
    });
  });
}
