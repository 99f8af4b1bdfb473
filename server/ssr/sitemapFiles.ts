import { sql, type SQL } from 'drizzle-orm';
import { paths } from '@/lib/paths';
import type { Db } from '../db/client';
import { listingInSearch } from '../listings/queries';
import { localityFileUrls, localityPageCount } from './sitemapLocalities';

// The files of the sitemap (server/ssr/seo.ts): the public items of each kind split into ranges of
// their ids, each range holding at most the protocol's 50,000 URLs. Ids are UUIDs, spread evenly
// over their hex digits: a range is a slice of that space, 1/1, 1/2, ... up to 1/4,096 of it (the
// first three digits), the fewest slices that keep every file within the limit. The slices, and
// so the files' addresses, stay the same until an item count doubles or halves, and each file is
// read as one range of the primary key in keyset batches, never with an OFFSET.

/** The sitemaps protocol's most URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000;

export const sitemapKinds = ['listings', 'projects', 'builders'] as const;
/** The kinds split by id, and the locality pages (server/ssr/sitemapLocalities.ts), in numbered files. */
export type SitemapKind = (typeof sitemapKinds)[number] | 'localities';
type SlicedKind = (typeof sitemapKinds)[number];

/**
 * Each kind's public items as (id, lastmod, name): listings in search, approved projects (their
 * published rows: a revision waiting for review is in its own table) and the portfolios of
 * builders with an approved project, as of their latest one.
 */
const publicItems: Record<SlicedKind, SQL> = {
  listings: sql`select l.id, l.updated_at as lastmod, l.title as name from listings l where ${listingInSearch('l')}`,
  projects: sql`select p.id, p.updated_at as lastmod, p.project_name as name from builder_projects p
    where p.review_state = 'approved'`,
  builders: sql`select u.id, newest.lastmod, u.username as name from users u,
    lateral (select max(p.updated_at) as lastmod from builder_projects p
      where p.owner_id = u.id and p.review_state = 'approved') newest
    where u.username is not null and newest.lastmod is not null`,
};
const pathOf: Record<SlicedKind, (id: string, name: string) => string> = {
  listings: (id, title) => paths.propertyDetail(id, title),
  projects: (id, name) => paths.builderProjectDetail(id, name),
  builders: (_id, username) => paths.builderPortfolio(username),
};

/**
 * One file: the ids from `from` up to `to` ('end': the last), how many URLs it has and its newest
 * change; a localities file is the `from`-th (from '1', `to` the same) of the locality pages.
 */
export interface SitemapFile {
  kind: SitemapKind;
  from: string;
  to: string;
  count: number;
  lastmod: Date | null;
}

export const sitemapFileName = (file: Pick<SitemapFile, 'kind' | 'from' | 'to'>) =>
  file.kind === 'localities' ? `localities-${file.from}.xml` : `${file.kind}-${file.from}-${file.to}.xml`;
export const SITEMAP_FILE_NAME =
  /^((listings|projects|builders)-([0-9a-f]{1,3})-([0-9a-f]{1,3}|end)|localities-[1-9][0-9]{0,5})\.xml$/;

const DIGITS = 3;
const SLICES = 16 ** DIGITS;
/** Above every id: the bound of the last range ('g' follows the hex digits). */
const AFTER_EVERY_ID = 'g';
/** A slice's first id as the shortest hex prefix: 0x080 -> '08'. */
const bound = (n: number) => n.toString(16).padStart(DIGITS, '0').replace(/0+$/, '') || '0';

/** Both drivers' answers to execute(): PGlite's and node-postgres' results carry `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

interface Bucket {
  prefix: string;
  n: number;
  lastmod: Date | string | null;
}

/** The fewest even slices of the id space that keep each within `limit`, as files (empty ones left out). */
function slicesOf(kind: SlicedKind, buckets: Bucket[], limit: number): SitemapFile[] {
  const hex = buckets.filter((b) => /^[0-9a-f]{3}$/.test(b.prefix));
  for (let count = 1; ; count *= 2) {
    const width = SLICES / count;
    const slices = new Map<number, { count: number; lastmod: Date | null }>();
    for (const bucket of hex) {
      const at = Math.floor(parseInt(bucket.prefix, 16) / width);
      const slice = slices.get(at) ?? { count: 0, lastmod: null };
      const lastmod = dateOf(bucket.lastmod);
      slice.count += bucket.n;
      if (lastmod && (!slice.lastmod || lastmod > slice.lastmod)) slice.lastmod = lastmod;
      slices.set(at, slice);
    }
    if (count === SLICES || [...slices.values()].every((slice) => slice.count <= limit))
      return [...slices]
        .sort(([a], [b]) => a - b)
        .map(([at, slice]) => ({
          kind,
          from: bound(at * width),
          to: at + 1 === count ? 'end' : bound((at + 1) * width),
          ...slice,
        }));
  }
}

/**
 * How many public items of a kind each slice of three digits holds, and its newest change: listings
 * and projects from sitemap_slices (kept by their writes, docs/listings.md#sitemap-slices), a few
 * thousand rows whatever the inventory; portfolios (a few hundred builders) counted as they are, each
 * builder's newest approved project one look in an index.
 */
const bucketsOf: Record<SlicedKind, SQL> = {
  listings: sql`select prefix, count as n, lastmod from sitemap_slices where kind = 'listings'`,
  projects: sql`select prefix, count as n, lastmod from sitemap_slices where kind = 'projects'`,
  builders: sql`select left(id, ${DIGITS}) as prefix, count(*)::int as n, max(lastmod) as lastmod
    from (${publicItems.builders}) items group by 1`,
};

/** Every file of the sitemap. */
export async function planSitemapFiles(db: Db, limit: number): Promise<SitemapFile[]> {
  const files: SitemapFile[] = [];
  for (const kind of sitemapKinds)
    files.push(...slicesOf(kind, rowsOf<Bucket>(await db.execute(bucketsOf[kind])), limit));
  // A locality page changes with any of its items: its files' lastmod is the newest item change of all.
  const lastmod = files.reduce<Date | null>(
    (newest, f) => (f.lastmod && (!newest || f.lastmod > newest) ? f.lastmod : newest),
    null,
  );
  const pages = await localityPageCount(db);
  for (let page = 1; (page - 1) * limit < pages; page += 1)
    files.push({
      kind: 'localities',
      from: `${page}`,
      to: `${page}`,
      count: Math.min(limit, pages - (page - 1) * limit),
      lastmod,
    });
  return files;
}

export interface SitemapUrl {
  path: string;
  lastmod: Date | null;
}

/**
 * A file's URLs in id order, `batch` at a time, `limit` at most: each batch one range read of the
 * primary key after the last id of the one before (a localities file: server/ssr/sitemapLocalities.ts).
 */
export async function* sitemapFileUrls(db: Db, file: SitemapFile, limit: number, batch = 2_000) {
  if (file.kind === 'localities') {
    yield* localityFileUrls(db, Number(file.from), limit, batch);
    return;
  }
  const { kind } = file;
  const to = file.to === 'end' ? AFTER_EVERY_ID : file.to;
  for (let after = '', left = limit; left > 0;) {
    const rows = rowsOf<{ id: string; lastmod: Date | string | null; name: string }>(
      await db.execute(sql`select id, lastmod, name from (${publicItems[kind]}) items
        where id >= ${file.from} and id < ${to} and id > ${after} order by id limit ${Math.min(batch, left)}`),
    );
    yield rows.map((row): SitemapUrl => ({ path: pathOf[kind](row.id, row.name), lastmod: dateOf(row.lastmod) }));
    if (rows.length < Math.min(batch, left)) return;
    left -= rows.length;
    after = rows[rows.length - 1]!.id;
  }
}
