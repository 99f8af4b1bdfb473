import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { databaseAsOf } from '../test/migrations';

/**
 * Migration 0012 adds a unique index on a buyer's saved criteria; a database from before it may hold
 * the same search several times (issue #30: a burst saved 8 copies). It must still migrate.
 */
describe.each(testDatabaseKinds())('migration 0012 on a database with duplicate saved searches on $name', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps each buyer’s oldest copy of a search, and every other search', async () => {
    // This one starts at 0009.
    const { database, cleanup } = await databaseAsOf(kind, '0009_inquiry_seen_no_contact_preference');
    cleanups.push(cleanup);

    const { db } = database;
    await db.execute(sql`INSERT INTO users (id, name, email, role) VALUES
      ('asha', 'Asha', 'asha@example.in', 'Buyer'), ('ravi', 'Ravi', 'ravi@example.in', 'Buyer')`);
    await db.execute(sql`INSERT INTO saved_searches (id, user_id, name, query, created_at) VALUES
      ('a-3', 'asha', 'Third copy', 'city=Pune', '2026-11-03T10:00:00Z'),
      ('a-1', 'asha', 'First copy', 'city=Pune', '2026-11-01T10:00:00Z'),
      ('a-2', 'asha', 'Second copy', 'city=Pune', '2026-11-02T10:00:00Z'),
      ('a-goa', 'asha', 'Goa', 'city=Goa', '2026-11-02T10:00:00Z'),
      ('r-1', 'ravi', 'Ravi in Pune', 'city=Pune', '2026-11-05T10:00:00Z')`);

    await database.migrate();

    const kept = (await db.execute(sql`SELECT id FROM saved_searches ORDER BY id`)) as unknown as {
      rows: { id: string }[];
    };
    expect(kept.rows.map((r) => r.id)).toEqual(['a-1', 'a-goa', 'r-1']);
    await expect(
      db.execute(
        sql`INSERT INTO saved_searches (id, user_id, name, query) VALUES ('a-4', 'asha', 'Again', 'city=Pune')`,
      ),
    ).rejects.toThrow();
  });
});
