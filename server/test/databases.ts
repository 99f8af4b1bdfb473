import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { DatabaseOptions } from '../db/client';
import { administer, databaseUrl } from '../db/postgresAdmin';

/** A database for one test file: fresh, and dropped afterwards. */
export interface TestDatabase {
  options: DatabaseOptions;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: string;
  /** A database with every migration applied, copied from the run's template (server/test/migratedTemplates.ts). */
  create(): Promise<TestDatabase>;
  /** A database no migration has touched, for the tests of a migration (server/test/migrations.ts). */
  createEmpty(): Promise<TestDatabase>;
}

/** The run's migrated PGlite, read once per test file: 41 MB. */
let migratedTemplate: Promise<Blob> | undefined;
const readMigratedTemplate = () =>
  (migratedTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes])));

// In memory, and gone when the app closes it.
const inMemory = (template?: Blob): TestDatabase => ({
  options: { kind: 'pglite', dataDir: null, template },
  drop: async () => undefined,
});

const pglite: TestDatabaseKind = {
  name: 'PGlite',
  create: async () => inMemory(await readMigratedTemplate()),
  createEmpty: async () => inMemory(),
};

/** A fresh database per test file on the server of TEST_DATABASE_URL, so files run in parallel. */
function postgres(adminUrl: string): TestDatabaseKind {
  async function createDatabase(template: string | null): Promise<TestDatabase> {
    const name = `nivaas_test_${randomBytes(6).toString('hex')}`;
    await administer(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    return {
      options: { kind: 'postgres', url: databaseUrl(adminUrl, name) },
      drop: () => administer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  return {
    name: 'PostgreSQL',
    create: () => createDatabase(inject('postgresTemplate') || null),
    createEmpty: () => createDatabase(null),
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (.ci/run sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
