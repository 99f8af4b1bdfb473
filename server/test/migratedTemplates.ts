import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase, pgliteExtensions } from '../db/client';
import { administer, databaseUrl } from '../db/postgresAdmin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder with every migration applied, dumped to a file (server/test/databases.ts). */
    pgliteTemplate: string;
    /** A migrated database on TEST_DATABASE_URL's server that each test database is copied from; '' without one. */
    postgresTemplate: string;
  }
}

/**
 * A new PGlite runs initdb (1.2-1.8 s here); one loaded from this dump starts in about 0.3 s, and the
 * server suites start dozens of them.
 */
async function makePgliteTemplate() {
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const folder = await mkdtemp(join(tmpdir(), 'nivaas-pglite-template-'));
  const file = join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * Migrating a new PostgreSQL database took 1.3 s at load 8 on 2 cores, a copy of a migrated one
 * (CREATE DATABASE ... TEMPLATE) 0.55 s; the server suites create two or three per file.
 */
async function makePostgresTemplate(adminUrl: string) {
  const name = `nivaas_template_${randomBytes(6).toString('hex')}`;
  await administer(adminUrl, `CREATE DATABASE ${name}`);
  // A template takes no connection while it is copied: this one closes before any test starts.
  const database = openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return { name, remove: () => administer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Vitest's global set-up for the Node suites: one migrated database per engine, made once per run. */
export default async function makeMigratedTemplates(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [pglite, postgres] = await Promise.all([
    makePgliteTemplate(),
    adminUrl ? makePostgresTemplate(adminUrl) : undefined,
  ]);
  project.provide('pgliteTemplate', pglite.file);
  project.provide('postgresTemplate', postgres?.name ?? '');
  return async () => {
    await Promise.all([pglite.remove(), postgres?.remove()]);
  };
}
