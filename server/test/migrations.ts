import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase, type Database } from '../db/client';
import type { TestDatabaseKind } from './databases';

/** The migrations up to and including `lastTag`, in a folder of their own: a database as it was then. */
async function migrationsUpTo(lastTag: string) {
  const folder = await mkdtemp(join(tmpdir(), 'nivaas-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

const migrateWith = (database: Database, folder: string) =>
  database.kind === 'postgres'
    ? migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: folder })
    : migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: folder });

/**
 * A fresh database migrated up to and including `lastTag` (from empty, not the run's migrated
 * templates), to put in rows as they were then before `database.migrate()` runs the migrations after
 * it. `cleanup` closes and drops it.
 */
export async function databaseAsOf(kind: TestDatabaseKind, lastTag: string) {
  const test = await kind.createEmpty();
  const database = openDatabase(test.options);
  const folder = await migrationsUpTo(lastTag);
  const cleanup = async () => {
    await database.close();
    await test.drop();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await migrateWith(database, folder);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { database, cleanup };
}
