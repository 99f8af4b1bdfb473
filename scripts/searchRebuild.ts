// `npm run search:rebuild`: the read model (search_items and the locality counts) rebuilt from the
// records in the database of DATABASE_URL, or the embedded one in data/ (DATA_DIR), while search
// keeps answering (README.md#a-portals-inventory, server/search/rebuild.ts). For a partner feed
// imported with SQL and the triggers off, or a repair.
import { setFlagsFromString } from 'node:v8';
import { openDatabase } from '../server/db/client';
import { configFromEnv } from '../server/config';
import { rebuildSearch, type RebuildProgress } from '../server/search/rebuild';

async function run() {
  const config = configFromEnv();
  if (config.database.kind === 'pglite') setFlagsFromString('--no-wasm-dynamic-tiering');
  const database = openDatabase(config.database);
  try {
    await database.migrate();
    const started = Date.now();
    let shown = 0;
    const progress = ({ kind, done }: RebuildProgress) => {
      if (Date.now() - shown < 2_000) return;
      shown = Date.now();
      console.log(`  ${kind}: ${done.toLocaleString('en-IN')} records (${((shown - started) / 1000).toFixed(0)} s)`);
    };
    const { items, localities } = await rebuildSearch(database.db, { onProgress: progress });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    return `Done in ${seconds} s: ${items.toLocaleString('en-IN')} items in search, ${localities.toLocaleString('en-IN')} localities counted.`;
  } finally {
    await database.close();
  }
}

run().then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
