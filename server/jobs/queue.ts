import type { PGlite } from '@electric-sql/pglite';
import { fromPglite, PgBoss, type JobWithMetadata, type SendOptions } from 'pg-boss';
import { fireDueSchedules, type Schedule } from './schedules';

/**
 * docs/jobs.md: the work off the request path, on pg-boss in the app's own database. Each kind of
 * job is defined once with its retries; `send` queues one, pg-boss's workers run them (only where
 * `work` is on: `npm start`, not tests), and `runDue` runs what is due now to completion.
 */
export interface JobQueue {
  define<T extends object>(name: string, options: JobOptions, handler: (jobs: T[]) => Promise<void>): void;
  /** Creates the queues and their schedules, and starts the workers when `work` is on. */
  start(): Promise<void>;
  /**
   * Queues a job; null when a job of the same id is already there (a schedule's occurrence fired twice).
   * A `startAfter` Date is a moment on the app's clock (docs/jobs.md#run-due).
   */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /**
   * Runs every job due by the app's clock to completion before it resolves: the schedules' due
   * occurrences, retries whose back-off has passed, waiting jobs. Tests and /api/dev/jobs/run use it,
   * so nobody waits on a timer. The number of jobs run.
   */
  runDue(): Promise<number>;
  list(filter?: { state?: JobState }): Promise<JobSummary[]>;
  /** A failed job, queued again for one more try; false when there is no failed job of this id. */
  retry(id: string): Promise<boolean>;
  close(): Promise<void>;
}

export interface JobOptions {
  /** Tries after the first, each after `retryDelay` seconds, doubled each time when `retryBackoff`. */
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  /**
   * pg-boss's queue policy: `stately` keeps at most one waiting and one running job per singletonKey
   * (a digest per search). Standard by default.
   */
  policy?: 'standard' | 'stately';
  /** Jobs handed to one run of the handler (one statement for many items). */
  batchSize?: number;
  /** Queued by pg-boss's cron, once across all instances (docs/jobs.md#schedules). */
  schedule?: Schedule;
}

/** docs/jobs.md#states: pg-boss's states, named as the CLI shows them. */
export const jobStates = ['waiting', 'running', 'failed', 'completed'] as const;
export type JobState = (typeof jobStates)[number];
const stateOf: Record<JobWithMetadata['state'], JobState | null> = {
  created: 'waiting',
  retry: 'waiting',
  active: 'running',
  failed: 'failed',
  completed: 'completed',
  cancelled: null,
};

export interface JobSummary {
  id: string;
  name: string;
  state: JobState;
  /** Tries so far after the first, of `retryLimit`. */
  retries: number;
  retryLimit: number;
  createdOn: Date;
  startAfter: Date;
  /** The last failure's message, for a failed or retrying job. */
  error: string | null;
}

/** Where the queue reports failures: the app's logger, or the console (the CLI). */
export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type QueueConnection = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

/** An error as pg-boss keeps it in a job's output: its message and where it came from. */
const failureOutput = (error: unknown) =>
  error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };

export function createJobQueue({
  connection,
  log,
  now,
  work,
}: {
  connection: QueueConnection;
  log: JobLog;
  /** The app's clock: what runDue counts as due (tests move it). */
  now: () => Date;
  /** pg-boss's own workers, cron and maintenance; off in tests, which call runDue. */
  work: boolean;
}): JobQueue {
  const boss = new PgBoss({
    ...(connection.kind === 'postgres'
      ? { connectionString: connection.url, max: 4 }
      : // docs/jobs.md#pglite: pg-boss's adapter sends each statement through the app's PGlite, whose
        // one connection serialises them with the app's own queries and transactions.
        { db: fromPglite(connection.client), backend: 'pglite' as const }),
    schedule: work,
    supervise: work,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const definitions = new Map<string, { options: JobOptions; handler: (jobs: object[]) => Promise<void> }>();
  let started: Promise<void> | null = null;
  let running: Promise<number> = Promise.resolve(0);

  async function startOnce() {
    await boss.start();
    for (const [name, { options, handler }] of definitions) {
      const { retryLimit, retryDelay, retryBackoff, policy = 'standard' } = options;
      await boss.createQueue(name, { policy, retryLimit, retryDelay, retryBackoff, retryDelayMax: 6 * 60 * 60 });
      if (options.schedule) await boss.schedule(name, options.schedule.cron, {}, { tz: options.schedule.tz });
      if (work)
        await boss.work(name, { batchSize: options.batchSize ?? 1, pollingIntervalSeconds: 2 }, (jobs) =>
          handler(jobs.map((job) => job.data as object)),
        );
    }
  }

  /** One batch of each queue's due jobs, run and settled as pg-boss's worker would; the number run. */
  async function workOnce() {
    let ran = 0;
    for (const [name, { options, handler }] of definitions) {
      const jobs = await boss.fetch<object>(name, { batchSize: options.batchSize ?? 1 });
      if (jobs.length === 0) continue;
      ran += jobs.length;
      const ids = jobs.map((job) => job.id);
      try {
        await handler(jobs.map((job) => job.data));
        await boss.complete(name, ids);
      } catch (error) {
        log.warn({ err: error, job: name }, 'job failed');
        await boss.fail(name, ids, failureOutput(error));
      }
    }
    return ran;
  }

  /** Jobs pg-boss's own workers hold: runDue waits for them too (the dev route beside `npm start`). */
  async function anyRunning() {
    const queues = await boss.getQueues([...definitions.keys()]);
    return queues.some((queue) => queue.activeCount > 0);
  }

  /**
   * pg-boss times a retry (or a job sent with a startAfter) on the database's clock. A test moves the
   * app's clock instead: each job still to wait is brought forward by as much as the app's clock moved
   * since the last run, to now at the earliest, so several short moves add up as one long one would.
   * In production the two clocks agree and nothing moves.
   */
  const clockOffset = () => now().getTime() - Date.now();
  let offsetAtLastRun = clockOffset();
  async function bringForwardRetries() {
    const moved = clockOffset() - offsetAtLastRun;
    if (moved <= 0) return;
    const realNow = new Date();
    for (const name of definitions.keys())
      for (const job of await boss.findJobs(name, { queued: true }))
        if (job.startAfter > realNow) {
          const startAfter = new Date(Math.max(realNow.getTime(), job.startAfter.getTime() - moved));
          await boss.update(name, undefined, { id: job.id, startAfter });
        }
  }

  async function runDueNow() {
    await started;
    await fireDueSchedules(boss, definitions, now());
    await bringForwardRetries();
    let total = 0;
    for (;;) {
      const ran = await workOnce();
      total += ran;
      if (ran > 0) continue;
      if (!(await anyRunning())) {
        offsetAtLastRun = clockOffset();
        return total;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function jobsOf(name: string) {
    return (await boss.findJobs(name, { limit: 1000 })).map((job): JobSummary | null => {
      const state = stateOf[job.state];
      if (!state) return null;
      const output = job.output as { message?: unknown } | null;
      return {
        id: job.id,
        name,
        state,
        retries: job.retryCount,
        retryLimit: job.retryLimit,
        createdOn: job.createdOn,
        startAfter: job.startAfter,
        error: typeof output?.message === 'string' ? output.message : null,
      };
    });
  }

  /** Every queue this database holds, defined in this process or not (the CLI defines none). */
  const queueNames = async () =>
    (await boss.getQueues()).map((queue) => queue.name).filter((name) => !name.startsWith('__pgboss'));

  return {
    define(name, options, handler) {
      definitions.set(name, { options, handler: handler as (jobs: object[]) => Promise<void> });
    },
    start: () => (started ??= startOnce()),
    async send(name, data, options = {}) {
      await started;
      // A startAfter moment is on the app's clock. pg-boss times it on the database's: taken back by the
      // offset the retries are brought forward from, so a test that moves the clock past it runs it.
      const { startAfter } = options;
      const timed =
        startAfter instanceof Date
          ? { ...options, startAfter: new Date(startAfter.getTime() - offsetAtLastRun) }
          : options;
      return boss.send(name, data, timed);
    },
    // One run at a time: two callers (a test and the dev route) wait for each other.
    runDue: () => (running = running.then(runDueNow, runDueNow)),
    async list({ state } = {}) {
      await started;
      const all = (await Promise.all((await queueNames()).map(jobsOf))).flat();
      return all
        .filter((job): job is JobSummary => job !== null && (!state || job.state === state))
        .sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime());
    },
    async retry(id) {
      await started;
      for (const name of await queueNames()) {
        const [job] = await boss.findJobs(name, { id });
        if (job?.state !== 'failed') continue;
        await boss.retry(name, id);
        return true;
      }
      return false;
    },
    async close() {
      if (!started) return;
      await started.catch(() => undefined);
      await running.catch(() => undefined);
      await boss.stop({ graceful: true, close: connection.kind === 'postgres', timeout: 10_000 });
    },
  };
}
