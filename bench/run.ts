// `npm run bench` (scripts/bench.mjs): builds the app, checks the bundle budgets, scores four pages
// with Lighthouse (mobile profile, Debian's Chromium) and loads the public reads with autocannon on
// PGlite and on PostgreSQL (bench/apiLoad.ts); writes bench/results.md. Exits non-zero when a
// budget is broken.
import { execSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startServer } from '../e2e/serverUnderTest';
import { chromiumLaunchOptions } from '../vite.config';
import { apiLoadReport } from './apiLoad';
import { budgetTable, checkBudgets, kb, measureBundle, readBudgets } from './bundle';

const root = join(import.meta.dirname, '..');
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const report: string[] = [];
const say = (line = '') => {
  console.log(line);
  report.push(line);
};

// `npm run bench -- --api`: the API load only, its section of bench/results.md rewritten.
if (process.argv.includes('--api')) {
  const file = join(root, 'bench/results.md');
  const section = await apiLoadReport(POSTGRES_ADMIN_URL, LOAD_SECONDS, 'npm run bench -- --api');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('## API load');
  const end = text.indexOf('## How to reproduce');
  writeFileSync(file, `${text.slice(0, start)}${section.join('\n')}\n\n${text.slice(end)}`);
  console.log(section.join('\n'));
  process.exit(0);
}

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

const scores = await lighthouseRuns();
const apiLoad = await apiLoadReport(POSTGRES_ADMIN_URL, LOAD_SECONDS, 'npm run bench');

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
for (const line of apiLoad) say(line);
say();
say('## How to reproduce');
say();
say('```sh');
say('npm ci');
say('npm run bench                       # all of the above; writes bench/results.md');
say('BENCH_SECONDS=30 npm run bench      # longer load runs');
say('npm run bench -- --api              # the API load only (its section of this file)');
say('BENCH_POSTGRES_URL=postgres://user@host:5432/postgres npm run bench   # another PostgreSQL');
say('CHROME_PATH=/path/to/chromium npm run bench');
say('```');
writeFileSync(join(root, 'bench/results.md'), `${report.join('\n')}\n`);
if (overBudget.length > 0) {
  console.error(`✖ Over budget: ${overBudget.map((l) => `${l.name} ${kb(l.gzip)} > ${kb(l.budget)}`).join(', ')}`);
  process.exit(1);
}
