import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { schedules } from '../jobs/schedules';
import type { MediaStorage } from './storage';
import { sweepUnusedObjects } from './unused';

/** Objects younger than this may belong to a save another instance is still making. */
const SWEEP_AFTER_MS = 10 * 60 * 1000;

/**
 * docs/jobs.md#schedules: nightly, on one instance, the photos of saves stopped between writing
 * their objects and committing (server/media/unused.ts). It lists the whole store, so once a night
 * rather than at every start.
 */
export function defineMediaCleanupJob(
  queue: JobQueue,
  {
    db,
    storage,
    now,
    log,
  }: { db: Db; storage: MediaStorage; now: () => Date; log: { info(o: object, m: string): void } },
) {
  queue.define(
    'media-cleanup',
    { retryLimit: 3, retryDelay: 300, retryBackoff: true, schedule: schedules.mediaCleanup },
    async () => {
      const swept = await sweepUnusedObjects(db, storage, new Date(now().getTime() - SWEEP_AFTER_MS));
      if (swept.length > 0) log.info({ count: swept.length }, 'removed media no saved row refers to');
    },
  );
}
