import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { makeMissingVariants } from './missingVariants';
import type { MediaStorage } from './storage';

const MISSING_VARIANTS_JOB = 'photo-variants';

/**
 * docs/media.md#older-photos: the variants of photos stored before variants were (an upgrade, a
 * restore, an upload whose variants failed), made from their originals. An upload makes its own
 * while it is saved, so its answer names them at once; this job catches up on the rest. Each photo's
 * width is written once its variants are stored, so a retry after a failure goes on where it stopped.
 */
export function defineMissingVariantsJob(
  queue: JobQueue,
  { db, storage, log }: { db: Db; storage: MediaStorage; log: { info(o: object, m: string): void } },
) {
  queue.define(
    MISSING_VARIANTS_JOB,
    { retryLimit: 5, retryDelay: 60, retryBackoff: true, policy: 'stately' },
    async () => {
      const { made, missing } = await makeMissingVariants(storage, db);
      if (made || missing.length) log.info({ made, missing }, 'variants made for photos stored before them');
    },
  );
}

/** Queued at each start (one waits at most): nothing to do once every photo has its variants. */
export const queueMissingVariants = (queue: JobQueue) =>
  queue.send(MISSING_VARIANTS_JOB, {}, { singletonKey: MISSING_VARIANTS_JOB });
