import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { listings, listingViews } from '../db/schema';

/** How often the views seen since the last flush are written. */
export const VIEW_FLUSH_MS = 5_000;
/** Views waiting beyond this many are written at once, so memory stays bounded under load. */
const MAX_PENDING = 5_000;

/**
 * Listing views, counted off the read path: a detail read only notes the view in memory; the notes
 * are written in one statement every few seconds and when the app closes. The database still
 * decides what is new (listing_views' unique index: once per viewer per UTC day), so several
 * instances count a viewer once. A batch that cannot be written is dropped: views are a hint.
 */
export interface ViewCounter {
  count(listingId: string, viewerKey: string): void;
  /** Writes the views noted so far; resolves with the listings whose count grew. */
  flush(): Promise<string[]>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

interface View {
  listingId: string;
  viewerKey: string;
  day: string;
}

export function createViewCounter(
  db: Db,
  now: () => Date,
  log: FastifyBaseLogger,
  /** Told which listings' counts grew (their cached answers are stale). */
  onCounted: (listingIds: string[]) => void,
): ViewCounter {
  let pending = new Map<string, View>();
  let writing: Promise<string[]> = Promise.resolve([]);

  async function write(batch: View[]): Promise<string[]> {
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

  function flush() {
    const batch = [...pending.values()];
    pending = new Map();
    // One write at a time: PGlite runs one query at a time anyway, and counts stay in order.
    writing = writing.then(() =>
      write(batch).then(
        (grown) => {
          if (grown.length > 0) onCounted(grown);
          return grown;
        },
        (error: unknown) => {
          log.warn({ err: error, views: batch.length }, 'could not count listing views');
          return [];
        },
      ),
    );
    return writing;
  }

  const timer = setInterval(() => void flush(), VIEW_FLUSH_MS);
  // The timer alone never keeps a process alive (a CLI, a test).
  timer.unref();

  return {
    count(listingId, viewerKey) {
      const day = now().toISOString().slice(0, 10);
      pending.set(`${listingId} ${viewerKey} ${day}`, { listingId, viewerKey, day });
      if (pending.size >= MAX_PENDING) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
