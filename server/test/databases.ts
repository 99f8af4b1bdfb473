import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseOptions } from '../db/client';

/** A database for one test file: fresh, and dropped afterwards. */
export interface TestDatabase {
  options: DatabaseOptions;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: string;
  create(): Promise<TestDatabase>;
}

/** The run's migrated template (server/test/pgliteTemplate.ts), read once per test file: 41 MB. */
let migratedTemplate: Promise<Blob> | undefined;
const readMigratedTemplate = () =>
  (migratedTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes])));

const pglite: TestDatabaseKind = {
  name: 'PGlite',
  // In memory, started from the template: fast, and gone when the app closes it.
  create: async () => ({
    options: { kind: 'pglite', dataDir: null, template: await readMigratedTemplate() },
    drop: async () => undefined,
  }),
};

/** A fresh database per test file on the server of TEST_DATABASE_URL, so files run in parallel. */
function postgres(adminUrl: string): TestDatabaseKind {
  return {
    name: 'PostgreSQL',
    async create() {
      const name = `nivaas_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        options: { kind: 'postgres', url: url.toString() },
        async drop() {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await client.end();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (.ci/run sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
