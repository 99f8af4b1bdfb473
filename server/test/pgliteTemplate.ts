import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, pgliteExtensions } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder with every migration applied, dumped to a file (server/test/databases.ts). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global set-up for the Node suites: one migrated PGlite, dumped once per run. A new PGlite
 * runs initdb (1.2-1.8 s here); one loaded from this dump starts in about 0.3 s, and the server
 * suites start dozens of them.
 */
export default async function makePgliteTemplate(project: TestProject) {
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const folder = await mkdtemp(join(tmpdir(), 'nivaas-pglite-template-'));
  const file = join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
