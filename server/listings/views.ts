import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { listings, listingViews } from '../db/schema';
import type { JobQueue } from '../jobs/queue';

const COUNT_VIEWS_JOB = 'count-views';
/** How long a view waits in memory for others to join its batch. */
export const VIEW_FLUSH_MS = 5_000;
/** Views waiting beyond this many are queued at once, so memory stays bounded under load. */
const MAX_PENDING = 5_000;

/**
 * docs/jobs.md#views: listing views, counted off the read path. A detail read only notes the view in
 * memory; the batch goes to a `count-views` job 5 seconds after its first view (or at 5,000 views,
 * or when the app closes), which writes it in one statement and is retried when that fails. The
 * batching stays in each instance's memory: a scheduled job runs on one instance and could not reach
 * the others' views. The database still decides what is new (listing_views' unique index: once per
 * viewer per UTC day), so several instances count a viewer once.
 */
export interface ViewCounter {
  count(listingId: string, viewerKey: string): void;
  /** Queues the views noted so far as a job (tests then call JobQueue.runDue to write it). */
  flush(): Promise<void>;
  /** Queues what is left. */
  close(): Promise<void>;
}

interface View {
  listingId: string;
  viewerKey: string;
  day: string;
}

/** Writes views in one statement; the listings whose count grew. */
async function writeViews(db: Db, batch: View[]): Promise<string[]> {
  if (batch.length === 0) return [];
  const values = sql.join(
    batch.map((v) => sql`(${v.listingId}, ${v.viewerKey}, ${v.day})`),
    sql`, `,
  );
  // One statement: the new (listing, viewer, day) rows, then each listing's count grows by its new rows.
  // A listing deleted since its view was noted is left out rather than failing the batch.
  const result = await db.execute(sql`with seen (listing_id, viewer_key, day) as (values ${values}),
    fresh as (
      insert into ${listingViews} (listing_id, viewer_key, day)
      select s.listing_id, s.viewer_key, s.day from seen s where exists (select 1 from ${listings} l where l.id = s.listing_id)
      on conflict do nothing
      returning listing_id),
    counted as (select listing_id, count(*)::int as n from fresh group by listing_id)
    update ${listings} set views = ${listings.views} + counted.n from counted
    where ${listings.id} = counted.listing_id returning ${listings.id}`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

export function createViewCounter(
  db: Db,
  queue: JobQueue,
  now: () => Date,
  log: FastifyBaseLogger,
  /** Told which listings' counts grew (their cached answers are stale). */
  onCounted: (listingIds: string[]) => void,
): ViewCounter {
  let pending = new Map<string, View>();
  let timer: NodeJS.Timeout | null = null;
  let queuing: Promise<void> = Promise.resolve();

  queue.define<{ views: View[] }>(
    COUNT_VIEWS_JOB,
    { retryLimit: 3, retryDelay: 5, retryBackoff: true },
    async (jobs) => {
      const grown = await writeViews(
        db,
        jobs.flatMap((job) => job.views),
      );
      if (grown.length > 0) onCounted(grown);
    },
  );

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    const views = [...pending.values()];
    pending = new Map();
    if (views.length === 0) return queuing;
    // In order; a batch that cannot be queued (the database away) is dropped: views are a hint.
    queuing = queuing.then(() =>
      queue.send(COUNT_VIEWS_JOB, { views }).then(
        () => undefined,
        (error: unknown) => log.warn({ err: error, views: views.length }, 'could not count listing views'),
      ),
    );
    return queuing;
  }

  return {
    count(listingId, viewerKey) {
      const day = now().toISOString().slice(0, 10);
      pending.set(`${listingId} ${viewerKey} ${day}`, { listingId, viewerKey, day });
      if (pending.size >= MAX_PENDING) void flush();
      else if (!timer) {
        // One timer per batch, armed only while views wait; it never keeps a process alive.
        timer = setTimeout(() => void flush(), VIEW_FLUSH_MS);
        timer.unref();
      }
    },
    flush,
    close: flush,
  };
}
