// `npm run bench -- --scale` (bench/run.ts): the public reads at a portal's size. For each size of
// the run, a scratch database seeded by `npm run seed:scale` (the demo seed alone for the demo
// size), the server of `npm start` with the response cache off, then: random searches and
// suggestions (bench/randomQueries.ts) beside the bare Fastify route answering a search's and a
// suggestion's bytes, page 50 against page 1 of a city, `/` and `/all-properties` rendered on the
// server, the sitemap's first bytes, and twenty crawlers reading the whole sitemap while other
// requests are timed. Targets: issue #33.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../e2e/serverUnderTest';
import { CONNECTIONS, measure, onFreshDatabase, startBare, type Measure } from './apiLoad';
import { randomPaths } from './randomQueries';
import { crawlAtOnce, locationsIn, residentBytes, timedGet } from './sitemapTiming';

const root = join(import.meta.dirname, '..');
/** A request still unanswered after this is counted as an error. */
const TIMEOUT_SECONDS = 30;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';

export interface ScaleRun {
  database: 'PostgreSQL' | 'PGlite';
  /** Listings added to the demo seed: 0 for the demo size. */
  listings: number;
}

interface Figures extends ScaleRun {
  seedSeconds: number | null;
  search: Measure;
  searchBare: Measure;
  suggestions: Measure;
  suggestionsBare: Measure;
  map: Measure;
  localityPages: Measure;
  page1: Measure;
  page50: Measure;
  home: Measure;
  allProperties: Measure;
  /** Milliseconds of one request alone (the median of five in a row), by ALONE's names. */
  alone: Record<string, number>;
  sitemap: {
    files: number;
    index: { cold: number; warm: number };
    file: { cold: number; warm: number; urls: number; bytes: number };
    othersAlone: Measure;
    othersDuring: Measure;
    crawl: { seconds: number; addedBytes: number };
  };
}

/** Single requests timed one at a time, as issue #33 timed them. */
const ALONE: Record<string, string> = {
  '`?city=Pune`': '/api/properties?city=Pune',
  '`?q=Baner`': '/api/properties?q=Baner',
  '`?sort=price-desc`': '/api/properties?sort=price-desc',
  'suggestions `?q=Ba`': '/api/properties/suggestions?q=Ba',
  '`/`': '/',
  '`/all-properties`': '/all-properties',
};

/** The median time of `times` requests in a row, each read to its end. */
async function aloneMs(url: string, times = 5) {
  const durations: number[] = [];
  for (let n = 0; n < times; n += 1) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    durations.push(performance.now() - started);
  }
  return durations.sort((a, b) => a - b)[times >> 1]!;
}

/** `npm run seed:scale` into the database of `env`: its seconds. */
async function seed(env: Record<string, string>, listings: number) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/seedScale.ts',
      '--listings',
      String(listings),
      '--projects',
      String(Math.ceil(listings / 50)),
    ],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seed:scale exited with ${code}`);
  return (performance.now() - started) / 1000;
}

/** Every figure of one size, on the server of `env` (seeded already, or seeding the demo itself). */
async function measureSize(run: ScaleRun, env: Record<string, string>, seconds: number, seedSeconds: number | null) {
  const server = await startServer({ ...env, NODE_ENV: 'production', LOG_LEVEL: 'info', RESPONSE_CACHE: 'off' });
  const bare = await startBare();
  const at = (path: string) => `${server.origin}${path}`;
  const load = (path: string | (() => string)) =>
    typeof path === 'string'
      ? measure(at(path), seconds, undefined, TIMEOUT_SECONDS)
      : measure(server.origin, seconds, path, TIMEOUT_SECONDS);
  const beside = async (path: string) => measure(await bare.answering(await (await fetch(at(path))).text()), seconds);
  try {
    const label = `${run.database}, ${run.listings.toLocaleString('en-IN')} listings`;
    // The sitemap first, on a server nothing has read from yet: the cold first bytes.
    console.log(`▶ ${label}: sitemap`);
    const indexCold = await timedGet(at('/sitemap.xml'), true);
    const indexWarm = await timedGet(at('/sitemap.xml'));
    const files = locationsIn(indexCold.body);
    const listingFile = files.find((file) => file.includes('/listings-'))!;
    const fileCold = await timedGet(listingFile, true);
    const fileWarm = await timedGet(listingFile);
    const listingIds = [...fileCold.body.toString().matchAll(/\/property-detail\/([^/<]+)/g)].map((m) => m[1]!);
    const someListing = () => `/api/properties/${listingIds[Math.floor(Math.random() * listingIds.length)]}`;
    const othersAlone = await load(someListing);
    const before = residentBytes(server.pid!);
    const [othersDuring, crawl] = await Promise.all([
      load(someListing),
      crawlAtOnce(at('/sitemap.xml'), 20, server.pid!),
    ]);

    console.log(`▶ ${label}: random searches and suggestions, beside the bare route`);
    const search = await load(randomPaths('search'));
    const searchBare = await beside('/api/properties?city=Pune&bhk=2');
    const suggestions = await load(randomPaths('suggestions'));
    const suggestionsBare = await beside('/api/properties/suggestions?q=Ba&city=Pune');
    console.log(`▶ ${label}: random map areas and localities' pages`);
    const map = await load(randomPaths('map'));
    const localityPages = await load(randomPaths('locality'));
    console.log(`▶ ${label}: page 1 and page 50 of a city, pages rendered on the server`);
    const page1 = await load('/api/properties?city=Pune');
    const page50 = await load('/api/properties?city=Pune&page=50');
    const home = await load('/');
    const allProperties = await load('/all-properties');
    const alone: Record<string, number> = {};
    for (const [name, path] of Object.entries(ALONE)) alone[name] = await aloneMs(at(path));
    return {
      ...run,
      seedSeconds,
      search,
      searchBare,
      suggestions,
      suggestionsBare,
      map,
      localityPages,
      page1,
      page50,
      home,
      allProperties,
      alone,
      sitemap: {
        files: files.length,
        index: { cold: indexCold.firstByte, warm: indexWarm.firstByte },
        file: {
          cold: fileCold.firstByte,
          warm: fileWarm.firstByte,
          urls: listingIds.length,
          bytes: fileCold.bytes,
        },
        othersAlone,
        othersDuring,
        crawl: { seconds: crawl.seconds, addedBytes: crawl.peakBytes - before },
      },
    };
  } finally {
    bare.stop();
    await server.stop();
  }
}

/** One size: its database made and seeded, measured, and dropped. */
async function runSize(run: ScaleRun, adminUrl: string, seconds: number): Promise<Figures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nivaas-bench-scale-'));
  try {
    if (run.database === 'PGlite') {
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      const seedSeconds = run.listings > 0 ? await seed(env, run.listings) : null;
      return await measureSize(run, env, seconds, seedSeconds);
    }
    return await onFreshDatabase(adminUrl, async (url) => {
      const env = { DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET };
      const seedSeconds = run.listings > 0 ? await seed(env, run.listings) : null;
      return measureSize(run, env, seconds, seedSeconds);
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);
const requests = (rps: number) => `${rps < 10 ? rps.toFixed(1) : Math.round(rps).toLocaleString('en-IN')} req/s`;
/** A call's figures; a call no answer of came back within the run says so. */
const rate = (m: Measure) =>
  m.rps === 0 && m.p99 === 0 ? 'no answer within the run' : `${requests(m.rps)}, p50 ${ms(m.p50)}, p99 ${ms(m.p99)}`;
const failures = (m: Measure) => (m.errors + m.non2xx > 0 ? ` (${m.errors} errors, ${m.non2xx} non-2xx)` : '');
const size = (f: ScaleRun) => (f.listings === 0 ? 'demo seed' : `+${f.listings.toLocaleString('en-IN')}`);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** The section of bench/results.md. */
function report(all: Figures[], seconds: number, command: string): string[] {
  const demo = all.find((f) => f.listings === 0 && f.database === 'PostgreSQL');
  const growth = (f: Figures, pick: (f: Figures) => Measure) =>
    demo && f.database === 'PostgreSQL' ? `${(pick(f).p50 / Math.max(pick(demo).p50, 1)).toFixed(1)}×` : '-';
  return [
    '## Search at scale (issue #33)',
    '',
    `Measured by \`${command}\` on ${new Date().toISOString().slice(0, 16)} UTC, on the machine above.`,
    'Search, suggestions, similar properties and popular localities read the read model (docs/listings.md#read-model).',
    'Each size: a scratch database seeded by `npm run seed:scale` (ten cities, 600 localities, a fiftieth as many',
    'projects; the demo seed alone for the demo size), the server of `npm start` (`NODE_ENV=production`,',
    '`LOG_LEVEL=info`) with `RESPONSE_CACHE=off`, autocannon with',
    `${CONNECTIONS} connections for ${seconds} s per call, requests unanswered after ${TIMEOUT_SECONDS} s counted as errors.`,
    'Random searches and suggestions (`bench/randomQueries.ts`: a city, a BHK, a budget, sale or rent, a',
    "locality's name, any sort, pages 1 to 20) are measured beside the bare Fastify route (`bench/bareServer.ts`)",
    "answering a search's and a suggestion's bytes in the same run. Growth: the p50 over the demo size's, same run.",
    '',
    '| database | listings | seeded in | search | bare | growth | suggestions | bare | growth |',
    '|---|---|---:|---|---|---:|---|---|---:|',
    ...all.map(
      (f) =>
        `| ${f.database} | ${size(f)} | ${f.seedSeconds === null ? '-' : `${Math.round(f.seedSeconds)} s`} | ${rate(f.search)}${failures(f.search)} | ${requests(f.searchBare.rps)} | ${growth(f, (x) => x.search)} | ${rate(f.suggestions)}${failures(f.suggestions)} | ${requests(f.suggestionsBare.rps)} | ${growth(f, (x) => x.suggestions)} |`,
    ),
    '',
    "Random map areas (`/api/properties/map`: around a locality, 1 to 15 km to the edge, with a search's filters)",
    "and random localities' pages (`/locality/{city}/{name}`, rendered on the server), same run, cache off:",
    '',
    "| database | listings | map | growth | localities' pages | growth |",
    '|---|---|---|---:|---|---:|',
    ...all.map(
      (f) =>
        `| ${f.database} | ${size(f)} | ${rate(f.map)}${failures(f.map)} | ${growth(f, (x) => x.map)} | ${rate(f.localityPages)}${failures(f.localityPages)} | ${growth(f, (x) => x.localityPages)} |`,
    ),
    '',
    'Page 50 against page 1 of `?city=Pune`, and the pages rendered on the server (cache off):',
    '',
    '| database | listings | page 1 | page 50 | page 50 / page 1 (p50) | `/` | `/all-properties` |',
    '|---|---|---|---|---:|---|---|',
    ...all.map(
      (f) =>
        `| ${f.database} | ${size(f)} | ${rate(f.page1)}${failures(f.page1)} | ${rate(f.page50)}${failures(f.page50)} | ${(f.page50.p50 / Math.max(f.page1.p50, 1)).toFixed(2)}× | ${rate(f.home)}${failures(f.home)} | ${rate(f.allProperties)}${failures(f.allProperties)} |`,
    ),
    '',
    'One request alone (the median of five in a row, each read to its end; cache off):',
    '',
    `| database | listings | ${Object.keys(ALONE).join(' | ')} |`,
    `|---|---|${Object.keys(ALONE)
      .map(() => '---:')
      .join('|')}|`,
    ...all.map(
      (f) =>
        `| ${f.database} | ${size(f)} | ${Object.keys(ALONE)
          .map((name) => ms(f.alone[name]!))
          .join(' | ')} |`,
    ),
    '',
    'The sitemap: first byte of the index and of a listings file on a server that has read nothing yet (cold) and',
    'right after (warm); then twenty crawlers at once, each reading the index and every file in turn (gzip), while',
    "other requests (random listings' pages, `/api/properties/{id}`) are timed, against the same requests alone;",
    "the server's resident memory at its peak during the crawl over before it.",
    '',
    '| database | listings | files | index first byte cold, warm | listings file first byte cold, warm | URLs, gzipped | other requests alone | during 20 crawlers | crawl took | memory added |',
    '|---|---|---:|---|---|---|---|---|---:|---:|',
    ...all.map(({ sitemap: s, ...f }) => {
      const file = `${s.file.urls.toLocaleString('en-IN')}, ${mb(s.file.bytes)}`;
      return `| ${f.database} | ${size(f)} | ${s.files} | ${ms(s.index.cold)}, ${ms(s.index.warm)} | ${ms(s.file.cold)}, ${ms(s.file.warm)} | ${file} | ${rate(s.othersAlone)} | ${rate(s.othersDuring)}${failures(s.othersDuring)} | ${s.crawl.seconds.toFixed(1)} s | ${mb(s.crawl.addedBytes)} |`;
    }),
  ];
}

/** Issue #33's targets against what this run measured (at 1,000,000 on PostgreSQL, 100,000 on PGlite). */
function targets(all: Figures[]): string[] {
  const find = (database: ScaleRun['database'], listings: number) =>
    all.find((f) => f.database === database && f.listings === listings);
  const million = find('PostgreSQL', 1_000_000);
  const demo = find('PostgreSQL', 0);
  const pglite = find('PGlite', 100_000);
  const verdict = (met: boolean) => (met ? 'met' : '**missed**');
  const lines: string[] = [];
  if (million) {
    const { search: s, suggestions: g, page1, page50, alone, sitemap } = million;
    lines.push(
      `- search ≥ 500 req/s, p50 ≤ 10 ms, p99 ≤ 50 ms: ${rate(s)}: ${verdict(s.rps >= 500 && s.p50 <= 10 && s.p99 <= 50)}`,
      `- suggestions ≥ 1,000 req/s, p99 ≤ 20 ms: ${rate(g)}: ${verdict(g.rps >= 1000 && g.p99 <= 20)}`,
      `- page 50 within 1.2× of page 1: ${(page50.p50 / Math.max(page1.p50, 1)).toFixed(2)}×: ${verdict(page50.p50 <= 1.2 * Math.max(page1.p50, 1))}`,
      `- \`/\` and \`/all-properties\` rendered in ≤ 50 ms: ${ms(alone['`/`']!)} and ${ms(alone['`/all-properties`']!)} alone: ${verdict(alone['`/`']! <= 50 && alone['`/all-properties`']! <= 50)}`,
      `- sitemap first byte ≤ 200 ms: index ${ms(sitemap.index.cold)} cold, a file ${ms(sitemap.file.cold)} cold: ${verdict(sitemap.index.cold <= 200 && sitemap.file.cold <= 200)}`,
      `- other requests' p99 under 100 ms during 20 crawlers: ${ms(sitemap.othersDuring.p99)}: ${verdict(sitemap.othersDuring.p99 < 100)}`,
    );
    if (demo)
      lines.push(
        `- search p50 at 1 M ≤ 2× the demo size's: ${ms(s.p50)} against ${ms(demo.search.p50)}: ${verdict(s.p50 <= 2 * Math.max(demo.search.p50, 1))}`,
      );
  }
  if (pglite)
    lines.push(
      `- PGlite at 100,000, search p99 ≤ 100 ms: ${ms(pglite.search.p99)}: ${verdict(pglite.search.p99 <= 100)}`,
    );
  return lines.length ? ['', "Issue #33's targets, as this run measured them:", '', ...lines] : [];
}

/** Measures each run in turn (a run that fails is reported as such); the report's lines. */
export async function scaleLoadReport(runs: ScaleRun[], adminUrl: string, seconds: number, command: string) {
  const figures: Figures[] = [];
  const notes: string[] = [];
  for (const run of runs) {
    try {
      figures.push(await runSize(run, adminUrl, seconds));
    } catch (error) {
      notes.push(`${run.database} at ${size(run)} was not measured: ${(error as Error).message}`);
    }
  }
  return [...report(figures, seconds, command), ...targets(figures), ...(notes.length ? ['', ...notes] : [])];
}
