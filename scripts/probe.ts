// `npm run probe`: starts the server of `npm start` (on the built app, with fresh data) in the setups
// the outside probe of issue #30 used, tries each hole from outside over HTTP, and prints what it
// saw. Exit code 1 when a hole is open. PostgreSQL and Redis setups run when the machine has them
// (PROBE_POSTGRES_URL, default the local server; redis-server on PATH), and are reported as not tried
// otherwise.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import buildApp from '../e2e/buildApp';
import { startServer } from '../e2e/serverUnderTest';
import type { Hole, Verdict } from './probe/checks';
import { outsideHoles } from './probe/checks/outside';
import { visitorOf, type Visitor } from './probe/visitor';

const holes: Hole[] = [...outsideHoles].sort((a, b) => a.number - b.number);

type Setup = NonNullable<Hole['needs']> | 'default';

/** The environment of each setup's server, or why it cannot run here. */
const setups: Record<Setup, () => Promise<Record<string, string> | string>> = {
  default: async () => ({}),
  // `npm start` behind nginx on the same host: every request arrives from loopback.
  proxy: async () => ({ TRUST_PROXY: 'true', HOST: '127.0.0.1' }),
  postgres: async () => 'not wired yet',
  redis: async () => 'not wired yet',
};

async function main() {
  if (!existsSync(join(import.meta.dirname, '../dist/app/index.html'))) buildApp();
  const results: { hole: Hole; verdict: Verdict | null; note: string }[] = [];
  const bySetup = new Map<Setup, Hole[]>();
  for (const hole of holes)
    bySetup.set(hole.needs ?? 'default', [...(bySetup.get(hole.needs ?? 'default') ?? []), hole]);
  for (const [setup, setupHoles] of bySetup) {
    const env = await setups[setup]();
    if (typeof env === 'string') {
      for (const hole of setupHoles) results.push({ hole, verdict: null, note: `not tried: ${env}` });
      continue;
    }
    console.log(`▶ starting a server (${setup})`);
    const server = await startServer(env);
    const visitor: Visitor = visitorOf(server.origin);
    try {
      for (const hole of setupHoles) {
        try {
          results.push({ hole, verdict: await hole.try(visitor), note: '' });
        } catch (error) {
          results.push({ hole, verdict: { closed: false, seen: `the probe failed: ${String(error)}` }, note: '' });
        }
      }
    } finally {
      await server.stop();
    }
  }

  results.sort((a, b) => a.hole.number - b.hole.number);
  console.log('\n| # | hole | verdict | seen |\n|---|---|---|---|');
  for (const { hole, verdict, note } of results) {
    const state = verdict === null ? 'not tried' : verdict.closed ? 'closed' : '**OPEN**';
    console.log(`| ${hole.number} | ${hole.title} | ${state} | ${verdict?.seen ?? note} |`);
  }
  const open = results.filter((result) => result.verdict && !result.verdict.closed).length;
  const untried = results.filter((result) => result.verdict === null).length;
  console.log(`\n${results.length - open - untried} closed, ${open} open, ${untried} not tried`);
  process.exit(open > 0 ? 1 : 0);
}

await main();
