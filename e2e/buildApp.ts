import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Vitest globalSetup of the e2e project: the app is built once, before any journey file starts a server on it. */
export default function buildApp() {
  const build = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: join(import.meta.dirname, '..'),
    // Vitest sets NODE_ENV=test, which would build React's development bundle: journeys and the
    // bundle budgets (e2e/budget.test.ts) are about what `npm start` serves.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the app build failed');
}
