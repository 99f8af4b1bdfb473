import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PropertyKind } from '@/api/contract';
import { rowsOf } from '../db/rows';
import { fullScans, indexesOf, type PlanNode } from '../test/plans';
import type { TestApp } from '../test/testApp';
import { recordMatchesStatement } from './queries';

/**
 * docs/listings.md#alert-matching: alert matching turns search round on the seeded inventory of
 * server/plans.test.ts (its saved searches spread as people search): an approved item must find its
 * saved searches by an index.
 */
export function alertPlanCases(inventory: () => TestApp) {
  describe('alert matching', () => {
    let someItems: { kind: PropertyKind; itemId: string }[];

    beforeAll(async () => {
      someItems = rowsOf<{ kind: PropertyKind; itemId: string }>(
        await inventory().app.services.db.execute(
          sql`select kind, id as "itemId" from search_items order by id limit 20`,
        ),
      );
    });

    it.each([
      ['one approved item', 1],
      ['the worker’s batch of twenty', 20],
    ])('alert matching of %s reads the items by their key and their searches by city and purpose', async (_, count) => {
      const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
        await inventory().app.services.db.execute(
          sql`explain (format json) ${recordMatchesStatement(someItems.slice(0, count))}`,
        ),
      );
      const plan = row!['QUERY PLAN'];
      const root = (typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan)[0].Plan;
      expect(fullScans(root)).toEqual([]);
      expect(indexesOf(root)).toEqual(
        expect.arrayContaining(['search_items_kind_id_pk', 'saved_searches_alerts_city_purpose']),
      );
    });
  });
}
