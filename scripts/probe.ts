// `npm run probe`: starts the server of `npm start` (on the built app, with fresh data) in the setups
// the outside probe of issue #30 used, tries each hole from outside over HTTP, and prints what it
// saw. Exit code 1 when a hole is open. PostgreSQL and Redis setups run when the machine has them
// (PROBE_POSTGRES_URL, default the local server; redis-server on PATH), and are reported as not tried
// otherwise.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../e2e/buildApp';
import { startServer } from '../e2e/serverUnderTest';
import type { Hole, SetupName, Verdict } from './probe/checks';
import { accountHoles } from './probe/checks/accounts';
import { outsideHoles } from './probe/checks/outside';
import { reportHoles } from './probe/checks/reports';
import { writeHoles } from './probe/checks/writes';
import { startSetup } from './probe/setups';
import { visitorOf } from './probe/visitor';

const holes: Hole[] = [...reportHoles, ...outsideHoles, ...accountHoles, ...writeHoles].sort(
  (a, b) => a.number - b.number,
);

async function main() {
  if (!existsSync(join(import.meta.dirname, '../dist/app/index.html'))) buildApp();
  const results: { hole: Hole; verdict: Verdict | null; note: string }[] = [];
  const bySetup = new Map<SetupName, Hole[]>();
  for (const hole of holes)
    bySetup.set(hole.needs ?? 'default', [...(bySetup.get(hole.needs ?? 'default') ?? []), hole]);
  for (const [setup, setupHoles] of bySetup) {
    const surroundings = await startSetup(setup);
    if (typeof surroundings === 'string') {
      for (const hole of setupHoles) results.push({ hole, verdict: null, note: `not tried: ${surroundings}` });
      continue;
    }
    console.log(`▶ starting a server (${setup})`);
    const server = await startServer(surroundings.env).catch(async (error: unknown) => {
      await surroundings.close();
      throw error;
    });
    try {
      for (const hole of setupHoles) {
        try {
          // Each check its own visitor: no check's session or limits carry into the next.
          results.push({ hole, verdict: await hole.try(visitorOf(server.origin), surroundings), note: '' });
        } catch (error) {
          results.push({ hole, verdict: { closed: false, seen: `the probe failed: ${String(error)}` }, note: '' });
        }
      }
    } finally {
      await server.stop();
      await surroundings.close();
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
