// `npm run bench` (scripts/bench.mjs): builds the app, checks the bundle budgets, scores four pages
// with Lighthouse (mobile profile, Debian's Chromium) and loads three API calls with autocannon on
// PGlite and on PostgreSQL; writes bench/results.md. Exits non-zero when a budget is broken.
import { execSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import pg from 'pg';
import puppeteer from 'puppeteer-core';
import { startServer } from '../e2e/serverUnderTest';
import { chromiumLaunchOptions } from '../vite.config';
import { budgetTable, checkBudgets, kb, measureBundle, readBudgets } from './bundle';

const root = join(import.meta.dirname, '..');
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const report: string[] = [];
const say = (line = '') => {
  console.log(line);
  report.push(line);
};

// 1. Bundle budgets.
console.log('▶ Building the app');
if (
  spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  }).status !== 0
)
  process.exit(1);
const lines = checkBudgets(measureBundle(join(root, 'dist/app')), readBudgets(root));
const overBudget = lines.filter((line) => line.over);

// 2. Lighthouse, on the server with the demo seed on a fresh embedded database.
interface Scores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: string;
  cls: string;
  tbt: string;
}
async function lighthouseRuns(): Promise<Scores[]> {
  const server = await startServer();
  const browser = await puppeteer.launch({
    executablePath: chromiumLaunchOptions.executablePath,
    args: chromiumLaunchOptions.args,
    headless: true,
  });
  try {
    const login = await fetch(`${server.origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'builder@nivaas.test', password: 'Demo@1234', role: 'Builder' }),
    });
    const session = (await login.json()) as { token: string };
    const pages: { path: string; signedIn?: true }[] = [
      { path: '/' },
      { path: '/builder/skyline-developers' },
      { path: '/post-builder-property', signedIn: true },
      { path: '/all-properties' },
    ];
    const results: Scores[] = [];
    for (const { path, signedIn } of pages) {
      const page = await browser.newPage();
      if (signedIn) {
        // The demo builder's session, stored as the app stores it after signing in (SPEC 9: token, user).
        await page.goto(`${server.origin}/login`);
        await page.evaluate((s) => {
          localStorage.setItem('token', s.token);
          localStorage.setItem('user', JSON.stringify(s));
        }, session);
      }
      console.log(`▶ Lighthouse ${path}`);
      const run = await lighthouse(
        `${server.origin}${path}`,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // Keep the stored session for the signed-in page; every other run starts clean.
          disableStorageReset: signedIn === true,
        },
        undefined,
        page,
      );
      if (!run) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits, finalDisplayedUrl } = run.lhr;
      if (signedIn && !finalDisplayedUrl.endsWith(path)) throw new Error(`${path} redirected to ${finalDisplayedUrl}`);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      results.push({
        page: path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
        cls: audits['cumulative-layout-shift']?.displayValue ?? '?',
        tbt: audits['total-blocking-time']?.displayValue ?? '?',
      });
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}

// 3. API load with autocannon, on PGlite and on PostgreSQL.
interface Load {
  database: string;
  call: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
}
async function loadRuns(database: 'PGlite' | 'PostgreSQL'): Promise<Load[]> {
  let dbName: string | null = null;
  const env: Record<string, string> = { RATE_LIMIT_LOGIN: '1000' };
  if (database === 'PostgreSQL') {
    dbName = `nivaas_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
    env.JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';
  }
  const server = await startServer(env);
  try {
    const builder = (await (await fetch(`${server.origin}/api/builders/username/skyline-developers`)).json()) as {
      _id: string;
    };
    const calls = [
      `/api/builders/username/skyline-developers`,
      `/api/builders/${builder._id}/properties`,
      `/api/properties`,
    ];
    const results: Load[] = [];
    for (const call of calls) {
      if ((await fetch(`${server.origin}${call}`)).status === 404) {
        console.log(`  ${call} does not exist on this branch: skipped`);
        continue;
      }
      console.log(`▶ autocannon ${database} ${call} (${CONNECTIONS} connections, ${LOAD_SECONDS} s)`);
      const result = await autocannon({
        url: `${server.origin}${call}`,
        connections: CONNECTIONS,
        duration: LOAD_SECONDS,
      });
      results.push({
        database,
        call: `GET ${call.replace(builder._id, '{id}')}`,
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: Math.round(result.requests.average),
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    }
    return results;
  } finally {
    await server.stop();
    if (dbName) {
      const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

const scores = await lighthouseRuns();
const loads = [...(await loadRuns('PGlite'))];
try {
  loads.push(...(await loadRuns('PostgreSQL')));
} catch (error) {
  console.log(`PostgreSQL at ${POSTGRES_ADMIN_URL} is not available: ${(error as Error).message}`);
}

const chromium = execSync(`${chromiumLaunchOptions.executablePath} --version`).toString().trim();
say('# Nivaas benchmarks');
say();
say(`Written by \`npm run bench\` (scripts/bench.mjs, bench/run.ts) on ${new Date().toISOString().slice(0, 16)} UTC.`);
say(
  `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${chromium}.`,
);
say('The machine is shared with other work: figures move by a few percent from run to run.');
say();
say('## Bundle budget (gzip, level 9)');
say();
say('`vite build`, then every chunk gzipped. "initial" is what index.html loads before any page; a route is a lazily');
say('loaded page with the chunks only it pulls in. Budgets: bench/budgets.json; `npm test` checks them too');
say('(e2e/budget.test.ts) on the build the e2e project makes.');
say();
say(budgetTable(lines));
say();
say('## Lighthouse 12 (mobile profile: simulated slow 4G and 4× CPU slowdown, Moto G Power screen)');
say();
say("The server of `npm start` on a fresh embedded database with the demo seed, Debian's Chromium headless.");
say('/post-builder-property is measured signed in as the demo builder: the session from POST /api/users/login is');
say('stored in localStorage (token, user) as the app stores it, and the run keeps storage; it checks that the');
say('page was not redirected to /login.');
say();
say('| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |');
say('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const s of scores)
  say(
    `| ${s.page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcp} | ${s.cls} | ${s.tbt} |`,
  );
say();
say(`## API load (autocannon, ${CONNECTIONS} connections, ${LOAD_SECONDS} s per call)`);
say();
say('The same server on the demo seed: PGlite in its data folder, and PostgreSQL 15 on this machine (a fresh');
say('database created for the run and dropped after). Latency in ms; errors are connection errors and timeouts.');
say();
say('| database | call | p50 | p99 | req/s | errors | non-2xx |');
say('|---|---|---:|---:|---:|---:|---:|');
for (const l of loads)
  say(`| ${l.database} | ${l.call} | ${l.p50} | ${l.p99} | ${l.rps} | ${l.errors} | ${l.non2xx} |`);
say();
say('## How to reproduce');
say();
say('```sh');
say('npm ci');
say('npm run bench                       # all of the above; writes bench/results.md');
say('BENCH_SECONDS=30 npm run bench      # longer load runs');
say('BENCH_POSTGRES_URL=postgres://user@host:5432/postgres npm run bench   # another PostgreSQL');
say('CHROME_PATH=/path/to/chromium npm run bench');
say('```');
writeFileSync(join(root, 'bench/results.md'), `${report.join('\n')}\n`);
if (overBudget.length > 0) {
  console.error(`✖ Over budget: ${overBudget.map((l) => `${l.name} ${kb(l.gzip)} > ${kb(l.budget)}`).join(', ')}`);
  process.exit(1);
}
