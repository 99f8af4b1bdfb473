import { sql } from 'drizzle-orm';
import { paths } from '@/lib/paths';
import type { Db } from '../db/client';

// docs/localities.md#locality-sitemap: the locality pages' family of sitemap files. A page is a city
// and locality compared without case (the facts' rule), so spellings that differ only in case are
// one URL, written as most of its items spell it (search_localities counts items per spelling). Its
// files are numbered ranges of that order: search_localities holds a row a locality (a few thousand
// rows whatever the inventory), so reading it from the start is cheap, and its items are read only
// for each locality's newest, through search_items_city_locality_idx.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One row a locality page: its most common spelling, in a stable order. */
const localityPages = sql`select distinct on (lower(city), lower(locality)) city, locality
  from search_localities where count > 0 and city <> '' and locality <> ''
  order by lower(city), lower(locality), count desc, city, locality`;

/** How many locality pages there are. */
export async function localityPageCount(db: Db) {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${localityPages}) pages`));
  return row?.n ?? 0;
}

/**
 * The URLs of the `page`-th file (from 1) of at most `limit` localities, `batch` at a time. A URL's
 * lastmod is when its newest live item was posted: when its figures last took in a listing (an edit
 * or a removal there does not move it; docs/localities.md#locality-sitemap).
 */
export async function* localityFileUrls(db: Db, page: number, limit: number, batch: number) {
  for (let done = 0; done < limit;) {
    const size = Math.min(batch, limit - done);
    const rows = rowsOf<{ city: string; locality: string; lastmod: Date | string | null }>(
      await db.execute(sql`select p.city, p.locality, newest.lastmod from (${localityPages}) p,
        lateral (select max(s.created_at) as lastmod from search_items s
          where s.city_key = lower(p.city) and lower(s.locality) = lower(p.locality)) newest
        order by lower(p.city), lower(p.locality) offset ${(page - 1) * limit + done} limit ${size}`),
    );
    yield rows.map((row) => ({
      path: paths.locality(row.city, row.locality),
      lastmod: row.lastmod === null ? null : new Date(row.lastmod),
    }));
    if (rows.length < size) return;
    done += rows.length;
  }
}
