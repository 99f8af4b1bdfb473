// `npm run media:variants`: the variants of every photo stored before variants were, made from
// its original and named in the answers once stored (docs/media.md#older-photos), on the database
// of DATABASE_URL (or the embedded one in data/) and the media store the settings name (MEDIA_DIR,
// or MEDIA_S3_*). Safe while the server serves, and to run again: only photos without a width are read.
import { configFromEnv } from '../server/config';
import { configuredStorage } from '../server/media/configuredStorage';
import { makeMissingVariants } from '../server/media/missingVariants';
import { everyTwoSeconds, runScript, secondsSince, withDatabase } from './scriptRun';

runScript(async () => {
  const config = configFromEnv();
  return withDatabase(config, async (database) => {
    const started = Date.now();
    const progress = everyTwoSeconds<[number, number]>(([done, total]) =>
      console.log(`  ${done.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} photos`),
    );
    const { made, missing } = await makeMissingVariants(configuredStorage(config), database.db, (done, total) =>
      progress([done, total]),
    );
    for (const key of missing) console.warn(`  not in storage, left without variants: ${key}`);
    return `Done in ${secondsSince(started)} s: variants made for ${made.toLocaleString('en-IN')} photos, ${missing.length} missing from storage.`;
  });
});
