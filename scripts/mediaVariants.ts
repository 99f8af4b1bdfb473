// `npm run media:variants`: the variants of every photo stored before variants were, made from
// its original and named in the answers once stored (docs/media.md#older-photos), on the database
// of DATABASE_URL (or the embedded one in data/) and the media store the settings name (MEDIA_DIR,
// or MEDIA_S3_*). Safe while the server serves, and to run again: only photos without a width are read.
import { setFlagsFromString } from 'node:v8';
import { configFromEnv } from '../server/config';
import { openDatabase } from '../server/db/client';
import { configuredStorage } from '../server/media/configuredStorage';
import { makeMissingVariants } from '../server/media/missingVariants';

async function run() {
  const config = configFromEnv();
  if (config.database.kind === 'pglite') setFlagsFromString('--no-wasm-dynamic-tiering');
  const database = openDatabase(config.database);
  try {
    await database.migrate();
    const started = Date.now();
    let shown = 0;
    const { made, missing } = await makeMissingVariants(configuredStorage(config), database.db, (done, total) => {
      if (Date.now() - shown < 2_000) return;
      shown = Date.now();
      console.log(`  ${done.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} photos`);
    });
    for (const key of missing) console.warn(`  not in storage, left without variants: ${key}`);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    return `Done in ${seconds} s: variants made for ${made.toLocaleString('en-IN')} photos, ${missing.length} missing from storage.`;
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
