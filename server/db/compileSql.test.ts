import { Param, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { propertySearchQuerySchema, type PropertySearchQuery } from '@/api/contract';
import { openDatabase, type Database } from './client';
import { compileSql } from './compileSql';
import { searchItems } from './schema';
import { createDiskStorage } from '../media/storage';
import { searchPageJson } from '../search/queries';
import { similarListingsJson } from '../search/similar';
import { suggestionsJson } from '../search/suggestions';
import type { TextRead } from '../search/text';
import { testDatabaseKinds, type TestDatabase } from '../test/databases';
import { temporaryFolder } from '../test/temporaryFolder';

const dialect = new PgDialect();
const drizzleWrites = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
};

/** Every filter and sort, alone and together, with a text and without. */
const searches: PropertySearchQuery[] = [
  {},
  { city: 'Pune', bhk: [2, 5], minPrice: 5_000_000, maxPrice: 20_000_000, sort: 'price-desc' },
  { purpose: 'rent', type: ['flat', 'villa'], furnishing: ['furnished'], status: 'ready to move', page: 3 },
  { kind: 'builder-project', possession: '2027', minCarpet: 500, maxCarpet: 2_000, sort: 'carpet-asc' },
  { postedBy: ['owner', 'builder'], minCarpetRate: 1_000, maxCarpetRate: 20_000, sort: 'carpet-price-desc' },
  { bhk: [7], possession: 'ready', sort: 'newest' },
  { nearLat: 18.52, nearLng: 73.85, withinKm: 5 },
  { q: 'baner', city: 'Pune', bhk: [3], maxPrice: 9_000_000 },
  { q: 'Sea-Facing Flat', purpose: 'sale', sort: 'price-asc' },
];
const textReads: (TextRead | undefined)[] = [
  undefined,
  { inOrder: false, localitiesTallied: false, runAcross: 'titles' },
  { inOrder: true, localitiesTallied: true, runAcross: 'localities' },
];

describe('compileSql', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  const statements: SQL[] = [];

  beforeAll(async () => {
    testDatabase = await testDatabaseKinds()[0]!.create();
    const opened = openDatabase(testDatabase.options);
    // The statements the public reads prepare, each run as it is and kept.
    database = {
      ...opened,
      preparedText: (query) => {
        statements.push(query);
        return opened.preparedText(query);
      },
      close: opened.close,
    };
    const storage = createDiskStorage(temporaryFolder('nivaas-compile-'));
    for (const search of searches)
      for (const textRead of textReads)
        await searchPageJson(database, storage, propertySearchQuerySchema.parse(search), textRead);
    await suggestionsJson(database, { q: 'Ban', city: 'Pune' });
    await suggestionsJson(database, { q: 'Sky Towers' });
    await similarListingsJson(database, storage, '00000000-0000-0000-0000-000000000000');
  });
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  it("writes every public read's statement as drizzle does, without asking drizzle", async () => {
    const asked = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    expect(statements.length).toBeGreaterThan(searches.length * textReads.length);
    for (const statement of statements) expect(compileSql(statement)).toEqual(drizzleWrites(statement));
    expect(asked).toHaveBeenCalledTimes(statements.length);
    asked.mockClear();
    for (const statement of statements) compileSql(statement);
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
  });

  it('numbers values in order: nulls, booleans, lists as one value, and lists of chunks in brackets', () => {
    const inner = sql`b = ${2} and c = any(${sql.param(['x', 'y'])}::text[])`;
    const query = sql`select ${null}, ${true}, ${sql.raw('1')} where a = ${'one'} and ${inner} and d in ${[3, sql`4`]}${undefined}`;
    expect(compileSql(query)).toEqual({
      text: 'select $1, $2, 1 where a = $3 and b = $4 and c = any($5::text[]) and d in ($6, 4)',
      params: [null, true, 'one', 2, ['x', 'y'], 3],
    });
    expect(compileSql(query)).toEqual(drizzleWrites(query));
  });

  it('leaves to drizzle what it does not know: columns, names, encoded and inlined values, dates', () => {
    const cases = [
      sql`select ${searchItems.id} from ${searchItems}`,
      sql`select * from ${sql.identifier('search_items')}`,
      sql`select ${new Param(5, { mapToDriverValue: (value: unknown) => String(value) })}`,
      sql`select ${sql`${'inlined'}`.inlineParams()}`,
      sql`select ${new Date('2026-12-07T00:00:00Z')}`,
    ];
    for (const query of cases) expect(compileSql(query)).toEqual(drizzleWrites(query));
  });
});
