// `npm run bench` (scripts/bench.mjs): builds the app, checks the bundle budgets (the first load also
// against a bare react + react-dom + react-router app built by the same Vite), scores the five public
// page kinds, anonymous and signed in, and a signed-in page with Lighthouse (mobile profile, the CPU
// slowed to a mid-tier phone's, Debian's Chromium, median of five runs) beside two floors measured in
// the same run (a static page with one photo, the bare React app),
// and loads the public reads with autocannon on PGlite and on PostgreSQL (bench/apiLoad.ts); writes
// bench/results.md. Exits non-zero when a budget is broken.
import { execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { chromiumLaunchOptions } from '../vite.config';
import { alertMatchingReport } from './alertMatching';
import { apiLoadReport } from './apiLoad';
import { scaleLoadReport, type ScaleRun } from './scaleLoad';
import { budgetTable, checkBudgets, kb, measureBundle, readBudgets } from './bundle';
import { buildReactFloor } from './floor';
import type { PageFigures } from './lighthouse';
import { firstViewTargets, mainThreadReport } from './mainThread';
import { lighthouseRuns } from './pageRuns';
import { lcpReport } from './lcpReport';
import { hydratedReport } from './hydratedAtStart';

const root = join(import.meta.dirname, '..');
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const report: string[] = [];
const say = (line = '') => {
  console.log(line);
  report.push(line);
};

const resultsFile = join(root, 'bench/results.md');
/** bench/results.md as prettier formats it (npm test checks every file's formatting). */
async function writeResults(text: string) {
  const options = await resolveConfig(resultsFile);
  writeFileSync(resultsFile, await format(text, { ...options, filepath: resultsFile }));
}

const SCALE_HEADING = '## Search at scale';
const ALERTS_HEADING = '## Alert matching at scale';
/** Where a section of bench/results.md starts and ends (the next section's heading); start -1 when absent. */
function sectionOf(text: string, heading: string) {
  const start = text.indexOf(heading);
  const next = text.indexOf('\n## ', start + 1);
  return { start, end: start < 0 ? -1 : next < 0 ? text.length : next + 1 };
}

/** bench/results.md with one section replaced (or, when absent, put before "How to reproduce"). */
async function replaceSection(heading: string, lines: string[]) {
  const text = readFileSync(resultsFile, 'utf8');
  const found = sectionOf(text, heading);
  const { start, end } = found.start >= 0 ? found : sectionOf(text, '## How to reproduce');
  const kept = found.start >= 0 ? text.slice(end) : text.slice(start);
  await writeResults(`${text.slice(0, start)}${lines.join('\n')}\n\n${kept}`);
}

/** The app as `npm start` serves it: `vite build` into dist/. */
function buildTheApp() {
  console.log('▶ Building the app');
  const { status } = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(1);
}

// `npm run bench -- --api`: the API load only, its section of bench/results.md rewritten.
if (process.argv.includes('--api')) {
  const section = await apiLoadReport(POSTGRES_ADMIN_URL, LOAD_SECONDS, 'npm run bench -- --api');
  await replaceSection('## API load', section);
  console.log(section.join('\n'));
  process.exit(0);
}

// `npm run bench -- --scale [--sizes=0,100000,1000000] [--pglite=100000]`: search, suggestions,
// pages and the sitemap at each size (bench/scaleLoad.ts), in a section of its own before "How to
// reproduce", the previous one replaced.
if (process.argv.includes('--scale')) {
  const option = (name: string, fallback: number[]) => {
    const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
    return given
      ? given
          .slice(name.length + 3)
          .split(',')
          .map(Number)
      : fallback;
  };
  const runs: ScaleRun[] = [
    ...option('sizes', [0, 100_000, 1_000_000]).map((listings) => ({ database: 'PostgreSQL' as const, listings })),
    ...option('pglite', [100_000])
      .filter((listings) => listings > 0)
      .map((listings) => ({ database: 'PGlite' as const, listings })),
  ];
  buildTheApp();
  const command = ['npm run bench --', ...process.argv.slice(2)].join(' ');
  const section = await scaleLoadReport(runs, POSTGRES_ADMIN_URL, LOAD_SECONDS, command);
  await replaceSection(SCALE_HEADING, section);
  console.log(section.join('\n'));
  process.exit(0);
}

// `npm run bench -- --alerts [--searches=100000] [--sample=1000] [--listings=20000]`: matching one
// approved item against the saved searches (bench/alertMatching.ts), on PostgreSQL, in a section of
// its own before "How to reproduce", the previous one replaced.
if (process.argv.includes('--alerts')) {
  const option = (name: string, fallback: number) => {
    const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
    return given ? Number(given.slice(name.length + 3)) : fallback;
  };
  const command = ['npm run bench --', ...process.argv.slice(2)].join(' ');
  const section = await alertMatchingReport(
    POSTGRES_ADMIN_URL,
    { searches: option('searches', 100_000), sample: option('sample', 1_000), listings: option('listings', 20_000) },
    command,
  );
  await replaceSection(ALERTS_HEADING, section);
  console.log(section.join('\n'));
  process.exit(0);
}

// 1. Bundle budgets.
buildTheApp();
const floorsDir = mkdtempSync(join(tmpdir(), 'nivaas-floors-'));
const reactFloorDir = join(floorsDir, 'react');
await buildReactFloor(reactFloorDir, '/react/');
const reactFloorSizes = measureBundle(reactFloorDir);
const appSizes = measureBundle(join(root, 'dist/app'));
const lines = checkBudgets(appSizes, readBudgets(root), reactFloorSizes);
const overBudget = lines.filter((line) => line.over);

// 2. Lighthouse (bench/pageRuns.ts).
const { calibration, floors, pages, wizard, hydration } = await lighthouseRuns({
  root,
  floorsDir,
  reactFloorDir,
  runs: RUNS,
  initialScripts: new Set(appSizes.initial.files),
  reactFloorInitialScripts: new Set(reactFloorSizes.initial.files),
});
rmSync(floorsDir, { recursive: true, force: true });
// `npm run bench -- --pages`: bundles and Lighthouse only; the API section is kept as it was.
const apiLoad = process.argv.includes('--pages')
  ? keptSection('## API load')
  : await apiLoadReport(POSTGRES_ADMIN_URL, LOAD_SECONDS, 'npm run bench');

/** A section of the last bench/results.md this run does not measure, kept as it was (none when absent). */
function keptSection(heading: string) {
  const text = readFileSync(resultsFile, 'utf8');
  const { start, end } = sectionOf(text, heading);
  return start < 0 ? [] : text.slice(start, end).trimEnd().split('\n');
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
say('loaded page with the chunks only it pulls in. The react floor: a bare react + react-dom + react-router app');
say(
  `(bench/floors/react) built by the same Vite in this run, ${kb(reactFloorSizes.initial.gzip)}; Nivaas' first load is`,
);
say(
  `${(appSizes.initial.gzip / reactFloorSizes.initial.gzip).toFixed(2)}× that. Budgets: bench/budgets.json; \`npm test\` checks them too`,
);
say('(e2e/budget.test.ts) on the build the e2e project makes.');
say();
say(budgetTable(lines));
say();
say(
  `## Lighthouse 12 (mobile profile: simulated slow 4G, the CPU slowed ${calibration.multiplier}× to a mid-tier phone's, Moto G Power screen)`,
);
say();
say(`Median of ${RUNS} runs per page, each in a fresh tab, Debian's Chromium headless. Nivaas: the server of`);
say('`npm start` (NODE_ENV=production, LOG_LEVEL=info) on a fresh embedded database with the demo seed. The floors,');
say('measured in the same run: a static page with one 960×600 WebP photo, and a bare react + react-dom +');
say('react-router app with the same photo, built by the same Vite (bench/floors), on a small static server that sends');
say("brotli. Transferred bytes are what the browser received (after content-encoding), from Lighthouse's network");
say('requests. The public pages are measured anonymous, then signed in as the demo buyer (the session stored in');
say('localStorage as the app stores it). /post-builder-property is browser-rendered, measured signed in as the demo');
say('builder (the run checks the page was not redirected); the signed-in runs find the scripts mostly in the cache');
say("from the visit to /login that stored the session, so their transferred bytes are not a first visit's.");
say();
const [staticFloor, reactFloor] = floors as [PageFigures, PageFigures];
const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;
say(
  '| page | perf. | a11y | best pr. | SEO | LCP | LCP / static floor | CLS | TBT | JS transferred | initial JS | initial JS / react floor | all transferred |',
);
say('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const s of [...floors, ...pages, wizard])
  say(
    `| ${s.page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${ms(s.lcp)} | ${ratio(s.lcp, staticFloor.lcp)} | ${s.cls.toFixed(3)} | ${Math.round(s.tbt)} ms | ${kb(s.jsTransferred)} | ${kb(s.initialJsTransferred)} | ${reactFloor.initialJsTransferred ? ratio(s.initialJsTransferred, reactFloor.initialJsTransferred) : '-'} | ${kb(s.transferred)} |`,
  );
say();
say(
  '"initial JS": the scripts of the first load (index.html\'s entry and its static imports, as in the bundle budget; all of',
);
say('the react floor\'s), on the wire; "JS transferred" adds the page\'s chunks and whatever else the visit loaded.');
say();
for (const line of lcpReport([...floors, ...pages, wizard])) say(line);
say();
for (const line of mainThreadReport(calibration, floors, [...pages, wizard])) say(line);
say();
for (const line of hydratedReport(hydration)) say(line);
say();
for (const line of firstViewTargets(floors, pages, wizard)) say(line);
say();
for (const line of apiLoad) say(line);
say();
// `npm run bench -- --scale` writes its own section (an hour's run): kept as it was.
const scale = keptSection(SCALE_HEADING);
for (const line of scale) say(line);
if (scale.length) say();
// And `npm run bench -- --alerts` its own.
const alerts = keptSection(ALERTS_HEADING);
for (const line of alerts) say(line);
if (alerts.length) say();
say('## How to reproduce');
say();
say('```sh');
say('npm ci');
say('npm run bench                       # all of the above; writes bench/results.md');
say('BENCH_SECONDS=30 npm run bench      # longer load runs');
say('npm run bench -- --api              # the API load only (its section of this file)');
say('npm run bench -- --pages            # bundles and Lighthouse only (the API section kept)');
say('npm run bench -- --scale            # search, suggestions, pages and sitemaps at the demo size, 100 k and 1 M');
say('npm run bench -- --scale --sizes=0,100000 --pglite=0   # chosen sizes on PostgreSQL, none on PGlite');
say('npm run bench -- --alerts           # one approval matched against 100,000 saved searches, on PostgreSQL');
say(
  'npx tsx bench/slowestQueries.ts <origin> search 600   # a running server: random searches one at a time, the slowest',
);
say("npx tsx bench/randomLoad.ts <origin> search 10        # a running server: random searches under the bench's load");
say('BENCH_RUNS=9 npm run bench          # more Lighthouse runs per page (the median is reported)');
say('BENCH_POSTGRES_URL=postgres://user@host:5432/postgres npm run bench   # another PostgreSQL');
say('CHROME_PATH=/path/to/chromium npm run bench');
say('```');
await writeResults(`${report.join('\n')}\n`);
// Every figure of the run, the LCP's detail too, for a closer look than the tables give.
const jsonFile = join(root, 'bench/results.json');
writeFileSync(
  jsonFile,
  await format(JSON.stringify({ calibration, floors, pages: [...pages, wizard] }), {
    ...(await resolveConfig(jsonFile)),
    filepath: jsonFile,
  }),
);
if (overBudget.length > 0) {
  console.error(`✖ Over budget: ${overBudget.map((l) => `${l.name} ${kb(l.gzip)} > ${kb(l.budget)}`).join(', ')}`);
  process.exit(1);
}
