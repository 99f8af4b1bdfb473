import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertySearchParams, savedSearchQuery, type PropertySearchQuery } from '@/api/contract';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { testDatabaseKinds } from '../test/databases';
import { databaseAsOf } from '../test/migrations';
import { insertSavedSearch } from './queries';

/** Criteria with something of every kind the backfill decodes: lists, numbers, spaces, escapes, scripts. */
const criteria: PropertySearchQuery[] = [
  {},
  { city: 'Pune' },
  { city: 'Navi Mumbai', purpose: 'rent', furnishing: ['semi-furnished', 'furnished'] },
  { city: 'ಬೆಂಗಳೂರು', q: 'ಕೋರಮಂಗಲ' },
  { city: 'MUMBAI', q: 'Bandra West', type: ['flat', 'villa'] },
  { q: 'ba' },
  { q: 'पुणे' },
  // JavaScript counts an emoji as two characters: alone it is a word start, with one more letter inside words.
  { q: '🏠' },
  { q: '🏠a' },
  { q: '50%_off \\ a+b, c=d&e?' },
  { type: ['shop'] },
  { type: ['office', 'mixed use', 'plot'] },
  { bhk: [2] },
  { bhk: [1, 3, 5] },
  { bhk: [7, 6] },
  { minPrice: 0 },
  { minPrice: 5_000_000, maxPrice: 100_000_000_000 },
  { status: 'under construction', kind: 'builder-project' },
  { kind: 'listing', minCarpet: 500, maxCarpet: 1_000_000 },
  { minCarpetRate: 4_000, maxCarpetRate: 10_000_000 },
  { possession: 'ready' },
  { possession: '2031' },
  { postedBy: ['owner', 'agent', 'builder'] },
  {
    city: 'Hyderabad',
    q: 'Gachibowli',
    type: ['flat'],
    bhk: [2, 3],
    minPrice: 6_000_000,
    maxPrice: 12_000_000,
    purpose: 'sale',
    status: 'ready to move',
    kind: 'listing',
    minCarpet: 900,
    maxCarpet: 1_500,
    minCarpetRate: 6_000,
    maxCarpetRate: 9_000,
    furnishing: ['unfurnished'],
    possession: '2027',
    postedBy: ['owner'],
  },
];
const queries = criteria.map((c) => savedSearchQuery(propertySearchParams(c))!);

const criteriaColumnsOf = async (database: Database, userId: string) =>
  rowsOf<{ query: string }>(
    await database.db.execute(sql`select query, city_key, purpose, property_types, text_patterns, bhks, bhk_at_least,
      min_price::text, max_price::text, status, kind, min_carpet, max_carpet, min_carpet_rate, max_carpet_rate,
      furnishings, ready_only, possession_month, posted_by
      from saved_searches where user_id = ${userId} order by query`),
  );

/**
 * docs/listings.md#alert-matching: migration 0017 fills the criteria columns of the searches saved
 * before it from their query, in SQL; a search saved after it gets them from insertSavedSearch, in
 * TypeScript. The same query must come out the same both ways, or an older search would be matched
 * by other rules than a new one.
 */
describe.each(testDatabaseKinds())('migration 0017 on the searches saved before it, on $name', (kind) => {
  let database: Database;
  let cleanup: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    ({ database, cleanup } = await databaseAsOf(kind, '0016_search_sync_by_statement'));
    await database.db.execute(sql`insert into users (id, name, email, role) values
      ('before', 'Asha', 'asha@example.in', 'Buyer'), ('after', 'Ravi', 'ravi@example.in', 'Buyer')`);
    for (const [n, query] of queries.entries())
      await database.db.execute(
        sql`insert into saved_searches (id, user_id, name, query) values (${`before-${n}`}, 'before', 'Kept', ${query})`,
      );
    await database.migrate();
    for (const query of queries) await insertSavedSearch(database.db, { userId: 'after', name: 'Saved', query });
  }, 60_000);
  afterAll(() => cleanup());

  it('holds distinct kept queries, every one decoded', () => {
    expect(new Set(queries).size).toBe(criteria.length);
    expect(queries.filter((query) => /%[0-9A-F]{2}|\+/.test(query)).length).toBeGreaterThan(5);
  });

  it('fills the same columns as a save does', async () => {
    const migrated = await criteriaColumnsOf(database, 'before');
    const saved = await criteriaColumnsOf(database, 'after');
    expect(migrated).toHaveLength(criteria.length);
    expect(migrated).toEqual(saved);
  });

  it('keeps them as the search compares them', async () => {
    const rows = new Map((await criteriaColumnsOf(database, 'after')).map((row) => [row.query, row]));
    expect(rows.get(queries.at(-1)!)).toEqual({
      query: queries.at(-1),
      city_key: 'hyderabad',
      purpose: 'sale',
      property_types: ['flat'],
      text_patterns: ['%Gachibowli%'],
      bhks: [2, 3],
      bhk_at_least: null,
      min_price: '6000000',
      max_price: '12000000',
      status: 'ready to move',
      kind: 'listing',
      min_carpet: 900,
      max_carpet: 1500,
      min_carpet_rate: 6000,
      max_carpet_rate: 9000,
      furnishings: ['unfurnished'],
      ready_only: false,
      possession_month: '2027-12',
      posted_by: ['owner'],
    });
    const columnOf = (c: PropertySearchQuery, column: string) =>
      (rows.get(savedSearchQuery(propertySearchParams(c))!) as Record<string, unknown>)[column];
    expect(columnOf({ q: '50%_off \\ a+b, c=d&e?' }, 'text_patterns')).toEqual(['%50\\%\\_off \\\\ a+b, c=d&e?%']);
    expect(columnOf({ q: '🏠' }, 'text_patterns')).toEqual(['🏠%', '% 🏠%']);
    expect(columnOf({ q: '🏠a' }, 'text_patterns')).toEqual(['%🏠a%']);
    expect(columnOf({ type: ['shop'] }, 'property_types')).toEqual(['shop', 'mixed use']);
    expect([columnOf({ bhk: [1, 3, 5] }, 'bhks'), columnOf({ bhk: [1, 3, 5] }, 'bhk_at_least')]).toEqual([[1, 3], 5]);
    expect([columnOf({ bhk: [7, 6] }, 'bhks'), columnOf({ bhk: [7, 6] }, 'bhk_at_least')]).toEqual([null, 6]);
    expect([
      columnOf({ possession: 'ready' }, 'ready_only'),
      columnOf({ possession: 'ready' }, 'possession_month'),
    ]).toEqual([true, null]);
    expect(columnOf({ city: 'ಬೆಂಗಳೂರು', q: 'ಕೋರಮಂಗಲ' }, 'text_patterns')).toEqual(['%ಕೋರಮಂಗಲ%']);
  });
});
