import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { migrationsFolder, openDatabase, type Database } from './client';

/** The migrations up to and including `lastTag`, in a folder of their own: a database as it was then. */
async function migrationsUpTo(lastTag: string) {
  const folder = await mkdtemp(join(tmpdir(), 'nivaas-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

const migrateWith = (database: Database, folder: string) =>
  database.kind === 'postgres'
    ? migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: folder })
    : migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: folder });

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
    const test = await kind.create();
    // PGlite from scratch (initdb), not the run's migrated template: this one starts at 0009.
    const database = openDatabase(
      test.options.kind === 'pglite' ? { kind: 'pglite', dataDir: null } : { kind: 'postgres', url: test.options.url },
    );
    const before = await migrationsUpTo('0009_inquiry_seen_no_contact_preference');
    cleanups.push(
      test.drop,
      () => database.close(),
      () => rm(before, { recursive: true, force: true }),
    );
    await migrateWith(database, before);

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
