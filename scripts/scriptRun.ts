// What the maintenance scripts (npm run seed:scale, search:rebuild, media:variants) share: the
// configured database opened and migrated, progress lines that do not flood, and the ending.
import { setFlagsFromString } from 'node:v8';
import type { AppConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';

/** As server/main.ts: PGlite's WebAssembly compiled optimised once, not tiered up while it works. */
export function tuneFor(config: AppConfig) {
  if (config.database.kind === 'pglite') setFlagsFromString('--no-wasm-dynamic-tiering');
}

/** The work on the configured database, migrated first and closed after. */
export async function withDatabase<T>(config: AppConfig, work: (database: Database) => Promise<T>) {
  tuneFor(config);
  const database = openDatabase(config.database);
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Runs `show` at most every two seconds, and always for the last step (`last`). */
export function everyTwoSeconds<Step>(
  show: (step: Step, seconds: number) => void,
  last: (step: Step) => boolean = () => false,
) {
  const started = Date.now();
  let shown = 0;
  return (step: Step) => {
    if (!last(step) && Date.now() - shown < 2_000) return;
    shown = Date.now();
    show(step, (shown - started) / 1000);
  };
}

/** Seconds since `started`, as the closing lines say them. */
export const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(0);

/** The script's end: its closing line, or its error and a failing exit code. */
export function runScript(work: () => Promise<string>, shownError: (error: unknown) => unknown = (error) => error) {
  work().then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(shownError(error));
      process.exitCode = 1;
    },
  );
}
