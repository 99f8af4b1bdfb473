// `npm run bench -- --alerts [--searches=100000] [--sample=1000] [--listings=20000]` (bench/run.ts):
// alert matching at scale (issue #34, docs/listings.md#alert-matching). In a scratch PostgreSQL
// database: a portal's inventory (the scale seed), buyers with 100,000 saved searches spread as
// people search (server/seed/scaleSearches.ts), then one listing approved and matched as the alert
// worker matches it: the statements sent and the time, beside the former way (every search with
// alerts on run against the item, a statement each) on a sample of the searches, both ways finding
// the same searches there.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { MAX_SAVED_SEARCHES, propertySearchQuerySchema, type PropertyKind } from '@/api/contract';
import { recordMatches, recordMatchesStatement } from '../server/alerts/queries';
import { openDatabase, type Database } from '../server/db/client';
import { rowsOf } from '../server/db/rows';
import { alertMatches, listings, savedSearches, searchItems } from '../server/db/schema';
import { createDiskStorage } from '../server/media/storage';
import { searchFinds } from '../server/search/queries';
import { seedScale } from '../server/seed/scale';
import { seedScaleSearches } from '../server/seed/scaleSearches';
import { onFreshDatabase } from './apiLoad';

export interface AlertMatchingOptions {
  /** Saved searches with alerts on. */
  searches: number;
  /** How many of them the former way is measured on. */
  sample: number;
  /** Listings of the scale seed (and a fiftieth as many projects). */
  listings: number;
}

/** The worker's batch of waiting items (server/alerts/alerts.ts). */
const WAITING_ITEMS = 20;

interface Item {
  kind: PropertyKind;
  itemId: string;
}

/** Statements sent and milliseconds taken by `run`. */
async function timed<T>(sent: string[], run: () => Promise<T>) {
  sent.length = 0;
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started, statements: sent.length };
}

const RUNS = 5;

/** The run of median time among RUNS, each after `before`. */
async function medianRun<T>(sent: string[], before: () => Promise<unknown>, run: () => Promise<T>) {
  const runs: Awaited<ReturnType<typeof timed<T>>>[] = [];
  for (let n = 0; n < RUNS; n += 1) {
    await before();
    runs.push(await timed(sent, run));
  }
  return runs.sort((a, b) => a.ms - b.ms)[RUNS >> 1]!;
}

/**
 * The matching of the worker before issue #34, kept here to measure it: the searches with alerts on
 * (here a sample of them), then each one's criteria run by the search against the item
 * (searchFinds, one statement), and a match recorded. The ids of the searches it matched.
 */
async function formerMatching(database: Database, item: Item, sample: number) {
  const searches = await database.db
    .select({ id: savedSearches.id, query: savedSearches.query })
    .from(savedSearches)
    .where(eq(savedSearches.alerts, true))
    .orderBy(savedSearches.id)
    .limit(sample);
  const matched: string[] = [];
  for (const search of searches) {
    const criteria = propertySearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(search.query)));
    if (!(await searchFinds(database, criteria, item.kind, item.itemId))) continue;
    await database.db
      .insert(alertMatches)
      .values({ searchId: search.id, kind: item.kind, itemId: item.itemId })
      .onConflictDoNothing();
    matched.push(search.id);
  }
  return { matched, sampleIds: new Set(searches.map((s) => s.id)) };
}

const matchesOf = async (database: Database, item: Item) =>
  (
    await database.db
      .select({ id: alertMatches.searchId })
      .from(alertMatches)
      .where(and(eq(alertMatches.kind, item.kind), eq(alertMatches.itemId, item.itemId)))
  ).map((row) => row.id);

const forget = (database: Database) => database.db.delete(alertMatches);

class Rollback extends Error {}

/** EXPLAIN ANALYZE of the statement recordMatches sends for these items, in a transaction rolled back. */
async function explained(database: Database, items: Item[]) {
  let lines: string[] = [];
  await database.db
    .transaction(async (tx) => {
      const result = await tx.execute(
        sql`explain (analyze, costs off, timing off, summary off) ${recordMatchesStatement(items)}`,
      );
      lines = rowsOf<{ 'QUERY PLAN': string }>(result).map((row) => row['QUERY PLAN']);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return lines;
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-IN'));
const count = (value: number) => value.toLocaleString('en-IN');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** The section of bench/results.md. */
export async function alertMatchingReport(adminUrl: string, options: AlertMatchingOptions, command: string) {
  return onFreshDatabase(adminUrl, async (url) => {
    const sent: string[] = [];
    const database = openDatabase({ kind: 'postgres', url, onQuery: (query) => sent.push(query) });
    const load = loadavg()[0]!.toFixed(1);
    const mediaDir = mkdtempSync(join(tmpdir(), 'nivaas-alerts-bench-'));
    try {
      await database.migrate();
      const now = new Date();
      console.log(`▶ alert matching: ${count(options.listings)} listings`);
      await seedScale(
        { db: database.db, storage: createDiskStorage(mediaDir), now },
        { listings: options.listings, projects: Math.ceil(options.listings / 50), onExisting: 'refuse' },
      );
      console.log(`▶ alert matching: ${count(options.searches)} saved searches`);
      const seedStarted = performance.now();
      await seedScaleSearches(database.db, options.searches, now);
      const seedSeconds = (performance.now() - seedStarted) / 1000;

      // Items as the worker gets them: approved listings, the first a 2 BHK flat for sale in Mumbai
      // (the seed's biggest city, the most searched-for kind), sent back to review and approved again.
      const candidates = rowsOf<{ id: string; city: string; purpose: string; bhks: number[] }>(
        await database.db.execute(sql`select id, city, purpose, bhks from ${searchItems}
          where kind = 'listing' order by id limit 2000`),
      );
      const first = candidates.find((c) => c.city === 'Mumbai' && c.purpose === 'sale' && c.bhks[0] === 2)!;
      const others = candidates.filter((c) => c !== first).slice(0, WAITING_ITEMS);
      await database.db.update(listings).set({ reviewState: 'pending_review' }).where(eq(listings.id, first.id));
      await database.db.update(listings).set({ reviewState: 'approved' }).where(eq(listings.id, first.id));
      const item: Item = { kind: 'listing', itemId: first.id };

      // Each figure the median of RUNS, every run recording its matches anew (the others forgotten).
      console.log('▶ alert matching: one statement');
      const one = await medianRun(
        sent,
        () => forget(database),
        () => recordMatches(database.db, [item]),
      );
      const found = new Set(await matchesOf(database, item));
      const again = await medianRun(
        sent,
        async () => undefined,
        () => recordMatches(database.db, [item]),
      );
      const plan = await explained(database, [item]);
      const each: number[] = [];
      for (const other of others)
        each.push((await timed(sent, () => recordMatches(database.db, [{ kind: 'listing', itemId: other.id }]))).ms);
      const batch = await medianRun(
        sent,
        () => forget(database),
        () =>
          recordMatches(
            database.db,
            others.map((other) => ({ kind: 'listing' as const, itemId: other.id })),
          ),
      );

      console.log(`▶ alert matching: the former way on ${count(options.sample)} searches`);
      const former = await medianRun(
        sent,
        () => forget(database),
        () => formerMatching(database, item, options.sample),
      );
      const inSample = [...found].filter((id) => former.result.sampleIds.has(id)).sort();
      const same = JSON.stringify(inSample) === JSON.stringify([...former.result.matched].sort());
      if (!same) throw new Error('the former way and the statement found different searches in the sample');
      const perSearch = former.ms / options.sample;
      const formerStatementsAll = 1 + options.searches + found.size;

      return [
        '## Alert matching at scale (issue #34)',
        '',
        `Measured by \`${command}\` on ${new Date().toISOString().slice(0, 16)} UTC, on PostgreSQL 15 on this machine`,
        `(2 cores shared with other work: load average ${load} at the start), in a fresh database created for`,
        `the run and dropped after. The scale seed wrote ${count(options.listings)} listings and`,
        `${count(Math.ceil(options.listings / 50))} projects; ${count(Math.ceil(options.searches / MAX_SAVED_SEARCHES))} buyers then saved ${count(options.searches)} searches with alerts on,`,
        `${MAX_SAVED_SEARCHES} each, through the domain's own row (\`savedSearchRow\`, ${seedSeconds.toFixed(0)} s): nine in ten name one of the`,
        "seed's ten cities by its weight, most a purpose, half a type, most homes a BHK or two, three in",
        "four a budget round the locality's price, one in seven a locality as text, a few the rarer",
        'filters (`server/seed/scaleSearches.ts`). The item: a 2 BHK flat for sale in Mumbai (the biggest',
        'city, the most searched-for kind), sent back to review and approved again. Statements are counted',
        'as the database driver sends them; a time is the median of five runs, each recording its matches',
        'anew (the same again: with them recorded), on a warm database. Most of a first match is writing',
        "the matches (each checks its search's key): the same statement with every match already recorded",
        'takes a fraction of it.',
        '',
        '| Matching one approved item against the saved searches | Statements | Time | Searches matched |',
        '| ------------------------------------------------------ | ---------: | ---: | ---------------: |',
        `| One statement (\`recordMatches\`), ${count(options.searches)} searches | ${one.statements} | ${ms(one.ms)} ms | ${count(one.result)} |`,
        `| The same again (every match already recorded) | ${again.statements} | ${ms(again.ms)} ms | 0 new |`,
        `| ${WAITING_ITEMS} other listings one at a time, each one statement (median) | 1 each | ${ms(median(each))} ms | |`,
        `| Those ${WAITING_ITEMS} at once, the worker's batch, one statement | ${batch.statements} | ${ms(batch.ms)} ms | ${count(batch.result)} |`,
        `| The former way, measured on ${count(options.sample)} of the searches | ${count(former.statements)} | ${ms(former.ms)} ms | ${count(former.result.matched.length)} |`,
        `| The former way at ${count(options.searches)}, from that sample (${perSearch.toFixed(2)} ms a search) | ${count(formerStatementsAll)} | about ${((perSearch * options.searches) / 1000).toFixed(0)} s | ${count(found.size)} |`,
        '',
        `Both ways found the same ${count(inSample.length)} searches among the sample. The statement's plan`,
        '(EXPLAIN ANALYZE, rolled back): the item read by its key, its searches by four lookups in',
        '`saved_searches_alerts_city_purpose` (its city or none, its purpose or either), the other criteria',
        'checked on those rows only:',
        '',
        '```',
        ...plan,
        '```',
      ];
    } finally {
      await database.close();
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });
}
