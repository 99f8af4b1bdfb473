import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './rows';
import { openDatabase, type Database } from './client';
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
});
