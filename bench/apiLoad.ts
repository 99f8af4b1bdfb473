// The API load of `npm run bench` (bench/run.ts): autocannon on the public reads of the server of
// `npm start`, each beside a bare Fastify route answering the same bytes (bench/bareServer.ts) in
// the same run, on PGlite and on PostgreSQL, at the production log level; warm (the response cache
// on) for every call, and cold (RESPONSE_CACHE=off) for the search. Targets: issue #18.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { administer, databaseUrl } from '../server/db/postgresAdmin';
import { freePort, startServer } from '../e2e/serverUnderTest';

export const CONNECTIONS = 10;
/** Issue #18: warm answers at half the bare route's rate or better, p99 under 20 ms, no error. */
const WARM_RATIO = 0.5;
const WARM_P99_MS = 20;
/** Cold search before issue #18 (req/s, the figures): the target is five times as many. */
const COLD_SEARCH_BEFORE = { PGlite: 82, PostgreSQL: 251 };
const COLD_FACTOR = 5;

type Database = keyof typeof COLD_SEARCH_BEFORE;

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Load {
  database: Database;
  call: string;
  cache: 'warm' | 'cold';
  bytes: number;
  product: Measure;
  bare: Measure;
}

/**
 * autocannon on `url` for `seconds`, 10 connections; with `next`, each request asks for the path it
 * gives (a random query each time); answers slower than `timeout` seconds count as errors.
 */
export async function measure(url: string, seconds: number, next?: () => string, timeout = 10): Promise<Measure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout,
    ...(next ? { requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }] } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The bare Fastify server, in a process of its own as the product is. */
export async function startBare() {
  const port = await freePort();
  const bare = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bareServer.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(`${origin}/fixture`);
      break;
    } catch {
      if (attempt > 120) throw new Error('the bare server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    /** Makes GET /fixture answer these bytes (a JSON text), and returns its address. */
    async answering(body: string) {
      await fetch(`${origin}/fixture`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      return `${origin}/fixture`;
    },
    stop: () => bare.kill('SIGTERM'),
  };
}

/** The five public reads, with ids from the demo seed. */
async function publicReads(origin: string) {
  const get = async <T>(path: string) => (await (await fetch(`${origin}${path}`)).json()) as T;
  const builder = await get<{ _id: string }>('/api/builders/username/skyline-developers');
  const { items } = await get<{ items: { _id: string; kind: string }[] }>('/api/properties?pageSize=48');
  const first = (kind: string) => items.find((item) => item.kind === kind)!._id;
  return [
    { call: 'search', path: '/api/properties' },
    { call: 'listing detail', path: `/api/properties/${first('listing')}` },
    { call: 'project detail', path: `/api/builder-properties/${first('builder-project')}` },
    { call: 'portfolio', path: '/api/builders/username/skyline-developers' },
    { call: "builder's projects", path: `/api/builders/${builder._id}/properties` },
  ];
}

/** A fresh PostgreSQL database for the run, dropped after. */
export async function onFreshDatabase<T>(adminUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `nivaas_bench_${Date.now()}`;
  await administer(adminUrl, `CREATE DATABASE ${name}`);
  try {
    return await run(databaseUrl(adminUrl, name));
  } finally {
    await administer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function loadRuns(database: Database, env: Record<string, string>, seconds: number) {
  const bare = await startBare();
  const loads: Load[] = [];
  const production = { ...env, NODE_ENV: 'production', LOG_LEVEL: 'info' };
  try {
    for (const cache of ['warm', 'cold'] as const) {
      const server = await startServer(cache === 'cold' ? { ...production, RESPONSE_CACHE: 'off' } : production);
      try {
        const reads = await publicReads(server.origin);
        for (const { call, path } of cache === 'cold' ? reads.slice(0, 1) : reads) {
          // The first answer fills the cache (warm) and is the bare route's fixed JSON.
          const body = await (await fetch(`${server.origin}${path}`)).text();
          console.log(`▶ autocannon ${database} ${call} (${cache}), beside the bare route`);
          const product = await measure(`${server.origin}${path}`, seconds);
          loads.push({
            database,
            call,
            cache,
            bytes: body.length,
            product,
            bare: await measure(await bare.answering(body), seconds),
          });
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    bare.stop();
  }
  return loads;
}

function verdict(load: Load): string {
  const { product, bare } = load;
  if (load.cache === 'cold') {
    const target = COLD_SEARCH_BEFORE[load.database] * COLD_FACTOR;
    return `${product.rps >= target ? 'ok' : 'missed'}: ≥ ${target} req/s (5 × ${COLD_SEARCH_BEFORE[load.database]})`;
  }
  const met =
    product.rps >= bare.rps * WARM_RATIO && product.p99 < WARM_P99_MS && product.errors + product.non2xx === 0;
  return `${met ? 'ok' : 'missed'}: ≥ 50 %, p99 < ${WARM_P99_MS} ms, no error`;
}

/** Runs the load on PGlite and on PostgreSQL (skipped with a note when none answers); the report's lines. */
export async function apiLoadReport(postgresAdminUrl: string, seconds: number, command: string): Promise<string[]> {
  const loads = await loadRuns('PGlite', { DATABASE_URL: '' }, seconds);
  const notes: string[] = [];
  try {
    loads.push(
      ...(await onFreshDatabase(postgresAdminUrl, (url) =>
        loadRuns(
          'PostgreSQL',
          { DATABASE_URL: url, JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256' },
          seconds,
        ),
      )),
    );
  } catch (error) {
    notes.push(`PostgreSQL at ${postgresAdminUrl} was not measured: ${(error as Error).message}`);
  }
  const percent = (load: Load) => `${Math.round((100 * load.product.rps) / load.bare.rps)} %`;
  return [
    `## API load (autocannon, ${CONNECTIONS} connections, ${seconds} s per run)`,
    '',
    `Measured by \`${command}\` on ${new Date().toISOString().slice(0, 16)} UTC.`,
    'The server of `npm start` on the demo seed (`NODE_ENV=production`, `LOG_LEVEL=info`): PGlite in its data folder,',
    'and PostgreSQL 15 on this machine (a fresh database created for the run and dropped after). Each call is measured',
    'beside a bare Fastify 5 route (bench/bareServer.ts: no hooks, no logger, its own process) answering the same JSON,',
    'byte for byte, right after it. Warm: the response cache on, as served; cold: `RESPONSE_CACHE=off`, every answer',
    'computed. Anonymous reads, as a visitor makes them. Latency in ms; errors are connection errors and timeouts.',
    '',
    '| database | call | cache | bytes | req/s | p50 | p99 | errors | non-2xx | bare req/s | bare p99 | of bare | target (issue #18) |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...loads.map(
      (l) =>
        `| ${l.database} | ${l.call} | ${l.cache} | ${l.bytes} | ${Math.round(l.product.rps)} | ${l.product.p50} | ${l.product.p99} | ${l.product.errors} | ${l.product.non2xx} | ${Math.round(l.bare.rps)} | ${l.bare.p99} | ${percent(l)} | ${verdict(l)} |`,
    ),
    ...(notes.length ? ['', ...notes] : []),
  ];
}
