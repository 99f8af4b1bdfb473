import { jobStates, type JobQueue, type JobState, type JobSummary } from './queue';

export const JOBS_USAGE = `Usage: npm run jobs [-- list [waiting|running|failed|completed]]
       npm run jobs -- retry <job id>`;

const line = (job: JobSummary) =>
  [
    job.id,
    job.name.padEnd(14),
    job.state.padEnd(9),
    `tries ${job.retries + 1}/${job.retryLimit + 1}`,
    job.state === 'waiting' ? `from ${job.startAfter.toISOString()}` : job.createdOn.toISOString(),
    job.error ? `error: ${job.error}` : '',
  ]
    .join('  ')
    .trimEnd();

/**
 * docs/jobs.md#see-and-retry: `npm run jobs` lists the jobs waiting, running and failed (each failure
 * with its error); `list completed` the finished ones; `retry <id>` queues a failed job once more.
 * The exit code: 0, or 1 for a wrong command or a job that cannot be retried.
 */
export async function jobsCommand(queue: JobQueue, args: string[], print: (text: string) => void): Promise<number> {
  const [command = 'list', argument] = args;
  if (command === 'retry' && argument) {
    if (await queue.retry(argument)) {
      print(`Job ${argument} is queued again.`);
      return 0;
    }
    print(`No failed job ${argument}.`);
    return 1;
  }
  if (command === 'list' && (!argument || (jobStates as readonly string[]).includes(argument))) {
    const states: JobState[] = argument ? [argument as JobState] : ['waiting', 'running', 'failed'];
    const jobs = (await queue.list()).filter((job) => states.includes(job.state));
    print(jobs.length ? jobs.map(line).join('\n') : `No ${states.join(', ')} jobs.`);
    return 0;
  }
  print(JOBS_USAGE);
  return 1;
}
