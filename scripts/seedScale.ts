// `npm run seed:scale -- --listings 1000000 --projects 20000`: a portal's inventory (README.md#a-portals-inventory)
// in the database of DATABASE_URL, or in the embedded one in data/ (DATA_DIR), with the demo accounts
// first when the database is empty. A database that already holds a scale seed is refused; --add
// adds to it. The bench (bench/scaleLoad.ts) seeds its scratch databases with it.
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { configFromEnv } from '../server/config';
import { seedIfEmpty } from '../server/seed';
import { ScaleSeedExists, seedScale, type ScaleProgress } from '../server/seed/scale';
import { everyTwoSeconds, runScript, secondsSince, tuneFor } from './scriptRun';

const usage =
  'Usage: npm run seed:scale -- [--listings N] [--projects N] [--add] [--seed N]\n' +
  'Defaults: 100,000 listings on PostgreSQL (DATABASE_URL), 10,000 on the embedded database; a fiftieth as many projects.';

const { values } = parseArgs({
  options: {
    listings: { type: 'string' },
    projects: { type: 'string' },
    add: { type: 'boolean', default: false },
    seed: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const count = (text: string | undefined, fallback: number) => {
  const n = text === undefined ? fallback : Number(text.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`'${text}' is not a count.\n${usage}`);
  return n;
};

async function run() {
  if (values.help) return usage;
  const config = { ...configFromEnv(), logLevel: false as const };
  tuneFor(config);
  const listings = count(values.listings, config.database.kind === 'postgres' ? 100_000 : 10_000);
  const projects = count(values.projects, Math.ceil(listings / 50));
  const app = await buildApp(config);
  try {
    const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.database.dataDir;
    if (await seedIfEmpty(app.services)) console.log(`The database was empty: seeded the demo accounts first.`);
    console.log(
      `Seeding ${listings.toLocaleString('en-IN')} listings and ${projects.toLocaleString('en-IN')} projects into ${where}`,
    );
    const started = Date.now();
    const progress = everyTwoSeconds<ScaleProgress>(
      ({ table, done, total }, seconds) =>
        console.log(
          `  ${table}: ${done.toLocaleString('en-IN')} / ${total.toLocaleString('en-IN')} (${seconds.toFixed(0)} s)`,
        ),
      ({ done, total }) => done >= total,
    );
    const result = await seedScale(
      { db: app.services.db, storage: app.services.storage, now: config.now() },
      {
        listings,
        projects,
        onExisting: values.add ? 'add' : 'refuse',
        ...(values.seed === undefined ? {} : { seed: count(values.seed, 0) }),
        onProgress: progress,
      },
    );
    const seconds = secondsSince(started);
    const added =
      result.before.listings + result.before.projects > 0
        ? ` (added to ${result.before.listings.toLocaleString('en-IN')} listings and ${result.before.projects.toLocaleString('en-IN')} projects)`
        : '';
    return `Done in ${seconds} s: ${result.listings.toLocaleString('en-IN')} listings by ${result.owners} owners and agents, ${result.projects.toLocaleString('en-IN')} projects by ${result.builders} builders${added}. Every scale account signs in with the demo password.`;
  } finally {
    await app.close();
  }
}

runScript(run, (error) => (error instanceof ScaleSeedExists ? error.message : error));
