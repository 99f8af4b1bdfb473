import { gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { cacheTags, type ResponseCache } from '../http/responseCache';
import type { JobQueue } from '../jobs/queue';
import { schedules } from '../jobs/schedules';
import { refreshResponseTime } from './responseTime';

interface ResponseTimeDeps {
  db: Db;
  cache: Pick<ResponseCache, 'invalidate'>;
  now: () => Date;
  log: { info(o: object, m: string): void };
}

/**
 * docs/leads.md#response-time: the 90 days move on without any event. Each night the figures of every
 * owner with inquiries in their last window are computed anew, so an owner who stopped getting
 * inquiries sheds the old ones (and the figure goes once fewer than five are left). Each owner in a
 * transaction of their own, under the same lock as the events.
 */
export async function refreshResponseTimes({ db, cache, now }: Omit<ResponseTimeDeps, 'log'>) {
  const at = now();
  const owners = await db.select({ id: users.id }).from(users).where(gt(users.replySample, 0));
  const changed: string[] = [];
  for (const { id } of owners) {
    if (await db.transaction((tx) => refreshResponseTime(tx, id, at))) changed.push(id);
  }
  if (changed.length > 0) await cache.invalidate(changed.map(cacheTags.account));
  return { owners: owners.length, changed: changed.length };
}

/** docs/jobs.md#schedules: nightly, on one instance. */
export function defineResponseTimeJob(queue: JobQueue, deps: ResponseTimeDeps) {
  queue.define(
    'response-times',
    { retryLimit: 3, retryDelay: 300, retryBackoff: true, schedule: schedules.responseTimes },
    async () => {
      const { owners, changed } = await refreshResponseTimes(deps);
      if (changed > 0) deps.log.info({ owners, changed }, 'response times moved on');
    },
  );
}
