import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './rows';
import { openDatabase, type Database } from './client';
import { STATEMENTS_PER_CONNECTION } from './prepared';
import { testDatabaseKinds, type TestDatabase } from '../test/databases';

const planMode = sql`select current_setting('plan_cache_mode')`;

describe.each(testDatabaseKinds())('prepared reads on $name', (kind) => {
  let testDatabase: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await kind.create();
    database = openDatabase(testDatabase.options);
  });
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  // docs/listings.md#search-plans: a search's branches cost more to plan than to run.
  it('run on the generic plan, while every other statement keeps the usual choice', async () => {
    expect(await database.preparedText(planMode)).toBe('force_generic_plan');
    const [other] = rowsOf<{ current_setting: string }>(await database.db.execute(planMode));
    expect(other!.current_setting).toBe('auto');
    expect(await database.preparedText(sql`select ${'again'}::text`)).toBe('again');
  });

  it('leave the usual choice behind when the read fails', async () => {
    await expect(database.preparedText(sql`select 1 / ${0}::int`)).rejects.toThrow(/division by zero/);
    const [other] = rowsOf<{ current_setting: string }>(await database.db.execute(planMode));
    expect(other!.current_setting).toBe('auto');
    expect(await database.preparedText(planMode)).toBe('force_generic_plan');
  });

  // A session keeps every plan it made: a connection must not live through a day of random searches.
  it.runIf(kind.name === 'PostgreSQL')('run on a connection closed once it keeps its share of statements', async () => {
    const backend = (n: number) => sql`select pg_backend_pid()::text as ${sql.identifier(`statement${n}`)}`;
    const own = openDatabase(testDatabase.options);
    try {
      const first = await own.preparedText(backend(0));
      // One read after another takes the same idle connection: the same statement again adds nothing.
      for (let n = 0; n < STATEMENTS_PER_CONNECTION; n += 1) expect(await own.preparedText(backend(0))).toBe(first);
      const backends = [first];
      for (let n = 1; n <= STATEMENTS_PER_CONNECTION; n += 1) backends.push(await own.preparedText(backend(n)));
      expect(new Set(backends.slice(0, STATEMENTS_PER_CONNECTION))).toEqual(new Set([first]));
      expect(backends.at(-1)).not.toBe(first);
    } finally {
      await own.close();
    }
  });
});
