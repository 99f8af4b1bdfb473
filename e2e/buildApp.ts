import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './serverUnderTest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server's data folder, migrated and seeded with the demo data: journeys start on copies of it. */
    seededDataDir: string;
  }
}

/**
 * Vitest globalSetup of the e2e project: the app is built once, before any journey file starts a
 * server on it, and a server's data folder is migrated and seeded once (e2e/serverUnderTest.ts).
 */
export default async function setUpJourneys(project: TestProject) {
  buildApp();
  const seeded = mkdtempSync(join(tmpdir(), 'nivaas-e2e-seeded-'));
  const server = await startServer({}, { dataDir: seeded });
  await server.stop();
  project.provide('seededDataDir', seeded);
  return () => rmSync(seeded, { recursive: true, force: true });
}

/** The app as `npm start` serves it, in dist/app. */
export function buildApp() {
  const build = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: join(import.meta.dirname, '..'),
    // Vitest sets NODE_ENV=test, which would build React's development bundle: journeys and the
    // bundle budgets (e2e/budget.test.ts) are about what `npm start` serves.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the app build failed');
}
