import { sql } from 'drizzle-orm';
import type { PropertyKind } from '@/api/contract';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

export interface RebuildProgress {
  kind: PropertyKind;
  /** Records (or, at the end, items) gone through. */
  done: number;
}

export interface RebuildResult {
  items: number;
  localities: number;
}

const recordTables = { listing: 'listings', 'builder-project': 'builder_projects' } as const;

const idsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  rowsOf<{ id: string }>(await db.execute(query)).map((row) => row.id);

/**
 * docs/listings.md#read-model-rebuild: `npm run search:rebuild`. Brings search_items in step with
 * the records after writes the triggers did not see (a partner feed imported with the triggers off,
 * a repair), and counts the localities, the titles' words, the projects' name words and the tallies again, while search keeps answering: batches of records by
 * id, each its own short transaction through the triggers' own search_items_sync (written when
 * public, gone when not), then the items whose record is gone, then the counts in one transaction
 * that holds back writers' counts (not readers) for its few milliseconds; then the sitemap's slices.
 */
export async function rebuildSearch(
  db: Db,
  { batch = 5_000, onProgress }: { batch?: number; onProgress?: (progress: RebuildProgress) => void } = {},
): Promise<RebuildResult> {
  for (const kind of ['listing', 'builder-project'] as const) {
    const table = sql.identifier(recordTables[kind]);
    let done = 0;
    for (let after = ''; ;) {
      const ids = await idsOf(db, sql`select id from ${table} where id > ${after} order by id limit ${batch}`);
      if (ids.length === 0) break;
      await db.execute(sql`select search_items_sync(${kind}, ${sql.param(ids)}::text[])`);
      after = ids.at(-1)!;
      done += ids.length;
      onProgress?.({ kind, done });
    }
    for (let after = ''; ;) {
      const ids = await idsOf(
        db,
        sql`select id from search_items where kind = ${kind} and id > ${after} order by id limit ${batch}`,
      );
      if (ids.length === 0) break;
      await db.execute(sql`delete from search_items si where si.kind = ${kind} and si.id = any(${sql.param(ids)}::text[])
        and not exists (select 1 from search_item_sources s where s.kind = ${kind} and s.id = si.id)`);
      after = ids.at(-1)!;
    }
  }
  await db.transaction(async (tx) => {
    // Writers' triggers wait for this commit and then add their own changes to the new counts.
    await tx.execute(
      sql`lock table search_localities, search_title_words, search_project_words, search_tallies, search_locality_tallies
        in share row exclusive mode`,
    );
    await tx.execute(sql`delete from search_localities`);
    await tx.execute(sql`insert into search_localities (city, locality, count)
      select coalesce(city, ''), coalesce(locality, ''), count(*) from search_items group by 1, 2 order by 1, 2`);
    await tx.execute(sql`delete from search_title_words`);
    await tx.execute(sql`insert into search_title_words (city, word, count)
      select city, word, count from search_title_word_sources order by city, word`);
    await tx.execute(sql`delete from search_project_words`);
    await tx.execute(sql`insert into search_project_words (word, city_key, name_key, id)
      select word, city_key, name_key, id from search_project_word_sources`);
    await tx.execute(sql`delete from search_tallies`);
    await tx.execute(sql`insert into search_tallies (city_key, kind, purpose, bhk_bucket, price_band, count)
      select city_key, kind, purpose, bhk_bucket, price_band, count from search_tally_sources order by 1, 2, 3, 4, 5`);
    await tx.execute(sql`delete from search_locality_tallies`);
    await tx.execute(sql`insert into search_locality_tallies (city_key, locality_key, kind, purpose, bhk_bucket, price_band, count)
      select city_key, locality_key, kind, purpose, bhk_bucket, price_band, count from search_locality_tally_sources
      order by 1, 2, 3, 4, 5, 6`);
  });
  // The sitemap's slices (docs/listings.md#sitemap-slices), counted again from their view.
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table sitemap_slices in share row exclusive mode`);
    await tx.execute(sql`delete from sitemap_slices`);
    await tx.execute(sql`insert into sitemap_slices (kind, prefix, count, lastmod)
      select kind, prefix, count, lastmod from sitemap_slice_sources`);
  });
  const [counted] = rowsOf<RebuildResult>(
    await db.execute(sql`select (select count(*)::int from search_items) as items,
      (select count(*)::int from search_localities) as localities`),
  );
  return counted ?? { items: 0, localities: 0 };
}
