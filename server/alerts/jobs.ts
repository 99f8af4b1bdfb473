import type { FastifyBaseLogger } from 'fastify';
import type { PropertyKind } from '@/api/contract';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { schedules } from '../jobs/schedules';
import type { Mailer } from '../mail/mailer';
import { DIGEST_JOB, queueDueDigests, sendDigest, type DigestJob } from './digests';
import { recordMatches } from './queries';

const MATCH_JOB = 'alert-match';
const DIGESTS_JOB = 'alert-digests';
/** Approvals matched in one statement (recordMatches). */
const ITEMS_PER_MATCH = 20;

export interface Alerts {
  /** docs/listings.md#alert-matching: an approval only queues the item; matching runs as a job. */
  enqueue(kind: PropertyKind, itemId: string): Promise<void>;
}

/**
 * docs/jobs.md#alerts: the alert jobs. `alert-match` matches a batch of approved items in one
 * statement, then queues the digests now due; `alert-digests` (every 5 minutes) queues those due
 * since, a day turning over; `alert-digest` sends one search's digest.
 */
export function defineAlertJobs(
  queue: JobQueue,
  deps: { db: Db; mailer: Mailer; config: AppConfig; log: FastifyBaseLogger },
): Alerts {
  const { db, config } = deps;
  const retries = { retryLimit: 5, retryDelay: 30, retryBackoff: true };
  queue.define<{ kind: PropertyKind; itemId: string }>(
    MATCH_JOB,
    { ...retries, batchSize: ITEMS_PER_MATCH },
    async (items) => {
      await recordMatches(db, items);
      await queueDueDigests(db, queue, config.now());
    },
  );
  queue.define(DIGESTS_JOB, { ...retries, schedule: schedules.alertDigests }, () =>
    queueDueDigests(db, queue, config.now()),
  );
  queue.define<DigestJob>(DIGEST_JOB, { ...retries, policy: 'stately' }, async ([job]) => sendDigest(deps, job!));
  return {
    async enqueue(kind, itemId) {
      await queue.send(MATCH_JOB, { kind, itemId });
    },
  };
}
