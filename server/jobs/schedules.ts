import { createHash } from 'node:crypto';
import type { PgBoss } from 'pg-boss';

/** docs/jobs.md#schedules: a cron expression in India's time, and how far apart its occurrences are. */
export interface Schedule {
  cron: string;
  tz: 'Asia/Kolkata';
  /** The time between two occurrences: how far back runDue looks for the latest one. */
  everyMs: number;
}

const MINUTE = 60_000;
export const schedules = {
  /** docs/listings.md#confirmed-available: the 25-day reminders and 30-day pauses. */
  listingSweep: { cron: '*/10 * * * *', tz: 'Asia/Kolkata', everyMs: 10 * MINUTE },
  /** docs/listings.md#alert-digest: searches with matches not sent, a digest job each. */
  alertDigests: { cron: '*/5 * * * *', tz: 'Asia/Kolkata', everyMs: 5 * MINUTE },
  /** Media no row refers to, at night when few people upload. */
  mediaCleanup: { cron: '30 3 * * *', tz: 'Asia/Kolkata', everyMs: 24 * 60 * MINUTE },
  /** docs/leads.md#response-time: the 90-day window moves on for owners with no new event. */
  responseTimes: { cron: '15 4 * * *', tz: 'Asia/Kolkata', everyMs: 24 * 60 * MINUTE },
  /** docs/leads.md#visit-reminders: tomorrow's site visits, told to both sides once. */
  visitReminders: { cron: '0 * * * *', tz: 'Asia/Kolkata', everyMs: 60 * MINUTE },
} satisfies Record<string, Schedule>;

/** A job id made from its name and moment: the same on every instance, so the job is queued once. */
export function occurrenceId(name: string, at: Date) {
  const hex = createHash('sha256').update(`${name}@${at.toISOString()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The test seam beside pg-boss's cron (JobQueue.runDue): each schedule's latest occurrence by the
 * app's clock is queued under its occurrence's id. Instances doing this at once queue one job: the
 * second insert of an id is ignored. In production pg-boss's own cron does this, once across
 * instances as well (docs/jobs.md#schedules).
 */
export async function fireDueSchedules(
  boss: PgBoss,
  definitions: ReadonlyMap<string, { options: { schedule?: Schedule } }>,
  at: Date,
) {
  for (const [name, { options }] of definitions) {
    const schedule = options.schedule;
    if (!schedule) continue;
    const [latest] = boss.previewSchedule(schedule.cron, {
      tz: schedule.tz,
      from: new Date(at.getTime() - schedule.everyMs),
      count: 1,
    });
    if (latest && latest <= at) await boss.send(name, {}, { id: occurrenceId(name, latest) });
  }
}
