// `npm run search:rebuild`: the read model (search_items and the locality counts) rebuilt from the
// records in the database of DATABASE_URL, or the embedded one in data/ (DATA_DIR), while search
// keeps answering (README.md#a-portals-inventory, server/search/rebuild.ts). For a partner feed
// imported with SQL and the triggers off, or a repair.
import { configFromEnv } from '../server/config';
import { rebuildSearch, type RebuildProgress } from '../server/search/rebuild';
import { everyTwoSeconds, runScript, secondsSince, withDatabase } from './scriptRun';

runScript(() =>
  withDatabase(configFromEnv(), async (database) => {
    const started = Date.now();
    const progress = everyTwoSeconds<RebuildProgress>(({ kind, done }, seconds) =>
      console.log(`  ${kind}: ${done.toLocaleString('en-IN')} records (${seconds.toFixed(0)} s)`),
    );
    const { items, localities } = await rebuildSearch(database.db, { onProgress: progress });
    return `Done in ${secondsSince(started)} s: ${items.toLocaleString('en-IN')} items in search, ${localities.toLocaleString('en-IN')} localities counted.`;
  }),
);
