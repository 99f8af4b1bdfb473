// `npm run jobs`: the job queue as the server's database holds it (docs/jobs.md#see-and-retry).
// On PGlite (no DATABASE_URL) stop the server first: one process at a time opens data/.
import { configFromEnv } from '../server/config';
import { openDatabase } from '../server/db/client';
import { jobsCommand } from '../server/jobs/cli';
import { createJobQueue } from '../server/jobs/queue';

const config = configFromEnv();
const database = openDatabase(config.database);
await database.migrate();
const queue = createJobQueue({
  connection:
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url }
      : { kind: 'pglite', client: database.pglite! },
  log: {
    warn: (details, message) => console.warn(message, details),
    error: (details, message) => console.error(message, details),
  },
  now: config.now,
  work: false,
});
async function run() {
  try {
    await queue.start();
    return await jobsCommand(queue, process.argv.slice(2), (text) => console.log(text));
  } finally {
    await queue.close();
    await database.close();
  }
}
process.exit(await run());
