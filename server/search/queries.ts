import { sql, type SQL } from 'drizzle-orm';
import {
  BHK_FILTER_PLUS,
  MIN_TEXT_CORRECTED,
  nearFilterOf,
  POSSESSION_READY,
  SEARCH_TOTAL_CAP,
  sortsWithinPurpose,
  typesMatching,
  type ParsedPropertySearchQuery,
  type PropertyKind,
  type PropertySearchFilters,
} from '@/api/contract';
import type { Database } from '../db/client';
import { withinKm } from './near';
import type { MediaStorage } from '../media/storage';
import { cardsJson } from './searchCards';
import { knownCounts } from './tallies';
import { nearestLocality, textIsCommon, textMatches } from './text';

/** A list as one parameter (a PostgreSQL array): the statement's text is the same whatever the values. */
const anyOf = (values: readonly (string | number)[], type: 'text' | 'int') =>
  sql`any(${sql.param(values)}::${sql.raw(type)}[])`;
export const all = (conditions: SQL[]) => sql.join(conditions, sql` and `);
/**
 * docs/listings.md#search-plans: a listing's BHK as its indexes key it, a bucket per filter choice:
 * 0 for none (plots, shops), 1 to 4, and BHK_FILTER_PLUS for that many or more. The expression must
 * read exactly as the indexes of migration 0018 write it.
 */
const bhkBucket = sql.raw(`least(coalesce(s.bhk_max, 0), ${BHK_FILTER_PLUS})`);
const everyBucket = Array.from({ length: BHK_FILTER_PLUS + 1 }, (_, n) => n);
const listingPurposes = ['sale', 'rent'] as const;

/**
 * The BHK filter's two halves: values under BHK_FILTER_PLUS, one of which an item's BHKs must hold,
 * and the least of the others ("5 or more"), which its highest BHK must reach; either half will do.
 */
export function bhkCriteria(values: number[]) {
  const exact = values.filter((b) => b < BHK_FILTER_PLUS);
  const atLeast = values.filter((b) => b >= BHK_FILTER_PLUS);
  return { exact, atLeast: atLeast.length ? Math.min(...atLeast) : null };
}

/** A listing's BHK filter as buckets, and the "or more" bound when it is above the top bucket. */
function bhkBuckets(values: number[]) {
  const { atLeast } = bhkCriteria(values);
  const buckets = [...new Set(values.map((b) => Math.min(b, BHK_FILTER_PLUS)))].sort((a, b) => a - b);
  return { buckets, aboveTop: atLeast !== null && atLeast > BHK_FILTER_PLUS ? atLeast : null };
}

/** A listing branch's keys: its purposes and BHK buckets, and the "or more" bound above the top one. */
function listingKeysOf(q: PropertySearchFilters) {
  const purposes = q.purpose ? [q.purpose] : [...listingPurposes];
  const { buckets, aboveTop } = q.bhk?.length ? bhkBuckets(q.bhk) : { buckets: everyBucket, aboveTop: null };
  return { purposes, buckets, aboveTop };
}

/** A project's BHK condition: any of its configurations, the top value meaning "or more". */
function projectBhkMatches(values: number[]): SQL {
  const { exact, atLeast } = bhkCriteria(values);
  const conditions = [
    ...(exact.length ? [sql`s.bhks && ${sql.param(exact)}::int[]`] : []),
    ...(atLeast !== null ? [sql`s.bhk_max >= ${atLeast}`] : []),
  ];
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** The end of a possession year as 'yyyy-mm', comparable with an item's possession month. */
export const possessionMonth = (year: string) => `${year}-12`;

/**
 * The conditions both kinds read alike, over search_items `s` (server/db/schema/search.ts), the
 * contract's semantics (propertySearchQuerySchema): the read model holds each filter's column as it
 * is compared, so every condition is a plain comparison an index can serve. Alert matching turns
 * each condition round (server/alerts/queries.ts, a saved search's columns against an item's): a
 * filter changed here changes there too, and server/search/filterCases.test.ts holds both.
 */
function sharedConditions(q: PropertySearchFilters, textApart: boolean): SQL[] {
  const c: SQL[] = [];
  if (q.postedBy?.length) c.push(sql`s.posted_by = ${anyOf(q.postedBy, 'text')}`);
  if (q.minCarpet !== undefined) c.push(sql`s.carpet >= ${q.minCarpet}`);
  if (q.maxCarpet !== undefined) c.push(sql`s.carpet <= ${q.maxCarpet}`);
  if (q.minCarpetRate !== undefined) c.push(sql`s.carpet_rate >= ${q.minCarpetRate}`);
  if (q.maxCarpetRate !== undefined) c.push(sql`s.carpet_rate <= ${q.maxCarpetRate}`);
  if (q.furnishing?.length) c.push(sql`s.furnishing = ${anyOf(q.furnishing, 'text')}`);
  if (q.possession === POSSESSION_READY) c.push(sql`s.ready`);
  else if (q.possession) c.push(sql`(s.ready or s.possession <= ${possessionMonth(q.possession)})`);
  if (q.city) c.push(sql`s.city_key = lower(${q.city})`);
  if (q.q && !textApart) c.push(textMatches(q.q));
  if (q.type?.length) c.push(sql`s.property_type = ${anyOf(q.type.flatMap(typesMatching), 'text')}`);
  if (q.minPrice !== undefined) c.push(sql`s.price >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) c.push(sql`s.price <= ${q.maxPrice}`);
  if (q.status) c.push(sql`s.status = ${q.status}`);
  // docs/map.md#near-filter: the circle's box through the place index, then the exact distance.
  const near = nearFilterOf(q);
  if (near) c.push(withinKm(near.centre, near.km));
  return c;
}

/**
 * One branch of a search: the items of one kind, for listings one purpose and one BHK bucket, so
 * the branch's equalities lead an index of its sort (migration 0018) and it reads in sort order.
 */
interface Branch {
  kind: PropertyKind;
  where: SQL;
  /** Whether its items are for rent: a constant for a branch of one purpose, else the column's test. */
  forRent: SQL;
  /** Sale and rent together (text looked up first): a price sort must order it by purpose itself. */
  mixesPurposes?: boolean;
}

interface BranchOptions {
  /** Each kind whole (its purposes and buckets as lists): for a statement that reads no order. */
  oneBranch?: boolean;
  /** The text is matched apart (the page's `texted` rows), not in each branch. */
  textApart?: boolean;
}

/** One value as an equality, several as a list: the equality is what leads an index. */
const equalsAny = (column: SQL, values: readonly (string | number)[], type: 'text' | 'int') =>
  values.length === 1 ? sql`${column} = ${values[0]}` : sql`${column} = ${anyOf(values, type)}`;

/**
 * The query's branches (docs/listings.md#search-plans): listings split by purpose and BHK bucket
 * (every bucket when no BHK is asked; every listing is priced), and projects (for sale only, their
 * BHKs their configurations') unless the query rules them out. The map's queries read the same
 * branches, whole (server/geo/area.ts).
 */
export function branchesOf(q: PropertySearchFilters, { oneBranch = false, textApart = false }: BranchOptions = {}) {
  const branches: Branch[] = [];
  const shared = sharedConditions(q, textApart);
  const postedBy = q.postedBy ?? [];
  if (q.kind !== 'builder-project' && (postedBy.length === 0 || postedBy.some((who) => who !== 'builder'))) {
    const { purposes, buckets, aboveTop } = listingKeysOf(q);
    const aboveTopBhk = aboveTop === null ? [] : [sql`s.bhk_max >= ${aboveTop}`];
    const listingWhere = (p: readonly string[], b: readonly number[]) =>
      all([
        sql`s.kind = 'listing'`,
        equalsAny(sql`s.purpose`, p, 'text'),
        equalsAny(bhkBucket, b, 'int'),
        ...aboveTopBhk,
        ...shared,
      ]);
    if (oneBranch)
      branches.push({
        kind: 'listing',
        where: listingWhere(purposes, buckets),
        ...(purposes.length === 1
          ? { forRent: isRent(purposes[0]!) }
          : { forRent: sql`(s.purpose = 'rent')`, mixesPurposes: true }),
      });
    else
      for (const purpose of purposes)
        for (const bucket of buckets)
          branches.push({ kind: 'listing', where: listingWhere([purpose], [bucket]), forRent: isRent(purpose) });
  }
  if (q.kind !== 'listing' && q.purpose !== 'rent' && (postedBy.length === 0 || postedBy.includes('builder'))) {
    const c = [sql`s.kind = 'builder-project'`, ...shared];
    if (q.bhk?.length) c.push(projectBhkMatches(q.bhk));
    if (q.minPrice !== undefined || q.maxPrice !== undefined) c.push(sql`s.priced`);
    branches.push({ kind: 'builder-project', where: all(c), forRent: isRent('sale') });
  }
  return branches;
}

const isRent = (purpose: string) => sql.raw(purpose === 'rent' ? 'true' : 'false');

/** Each sort's columns, which the page reads from the sort's index, and its order. */
const sorts: Record<ParsedPropertySearchQuery['sort'], { columns: string[]; order: SQL }> = {
  newest: { columns: [], order: sql`created_at desc, id desc` },
  'price-asc': { columns: ['price'], order: sql`price asc, created_at desc, id desc` },
  'price-desc': { columns: ['price'], order: sql`price desc, created_at desc, id desc` },
  'carpet-asc': { columns: ['carpet'], order: sql`carpet asc nulls last, created_at desc, id desc` },
  'carpet-desc': { columns: ['carpet'], order: sql`carpet desc nulls last, created_at desc, id desc` },
  'carpet-price-asc': { columns: ['carpet_rate'], order: sql`carpet_rate asc nulls last, created_at desc, id desc` },
  'carpet-price-desc': { columns: ['carpet_rate'], order: sql`carpet_rate desc nulls last, created_at desc, id desc` },
};

/**
 * Whether one public item is among the query's results: the search's own conditions, restricted to
 * its id. Alert matching asked this of every saved search in turn before it matched an item with all
 * of them in one statement (server/alerts/queries.ts); the filter cases hold the two to the same
 * answers, and the alert-matching bench measures the former way with it.
 */
export async function searchFinds(
  database: Database,
  query: ParsedPropertySearchQuery,
  kind: PropertyKind,
  id: string,
) {
  const branch = branchesOf(query, { oneBranch: true }).find((b) => b.kind === kind);
  if (!branch) return false;
  const where = all([sql`s.id = ${id}`, branch.where]);
  return (await database.preparedText(sql`select 'yes' from search_items s where ${where}`)) !== null;
}

interface FoundPage {
  items: { id: string; kind: PropertyKind }[];
  total: number;
  capped: boolean;
  listings: number;
}

/**
 * GET /api/properties: the page of searchPage, and when its text finds nothing, the page of the
 * locality nearest to it in spelling, which the answer names (docs/listings.md#search-typos).
 */
export async function searchPageJson(database: Database, storage: MediaStorage, query: ParsedPropertySearchQuery) {
  const typed = await searchPage(database, storage, query);
  if (typed.total > 0 || !query.q || query.q.length < MIN_TEXT_CORRECTED) return typed.json;
  const nearest = await nearestLocality(database, query.q, query.city);
  if (nearest === null || nearest.toLowerCase() === query.q.toLowerCase()) return typed.json;
  const corrected = await searchPage(database, storage, { ...query, q: nearest }, nearest);
  return corrected.total > 0 ? corrected.json : typed.json;
}

/**
 * GET /api/properties: public listings and builder projects in one ordered, paged list, as the JSON
 * text of the answer (PropertySearchResult). Two statements: the page over the read model
 * (search_items), then the page's cards (server/search/searchCards.ts), a statement whose text is the
 * same for every search. The first counts the matches up to SEARCH_TOTAL_CAP and one past it (of the
 * kinds search_tallies does not settle, server/search/tallies.ts), and
 * merges its branches (branchesOf), each read in the order of its sort's index up to the page's
 * end; the cards, the costly statement to plan, are planned once per connection
 * (docs/listings.md#read-model).
 */
async function searchPage(
  database: Database,
  storage: MediaStorage,
  query: ParsedPropertySearchQuery,
  correctedText?: string,
): Promise<{ json: string; total: number }> {
  // Text is looked up first, through its trigram indexes, and the rest is read from what it found:
  // a text's matches are few next to a branch's index range, which no index orders by the text.
  const text =
    query.q && !(await textIsCommon(database, query.q, query.city))
      ? textMatches(query.q, [sql`s.locality`, sql`s.title`])
      : null;
  const branches = branchesOf(query, { oneBranch: text !== null, textApart: text !== null });
  if (branches.length === 0) return { json: pageJson(query, '[]', 0, false, 0), total: 0 };
  const source = text ? sql`texted` : sql`search_items`;
  const { columns, order: sortOrder } = sorts[query.sort];
  // A branch of one purpose reads its index in the sort's order: the purpose leads only the merge's
  // order, and a branch's own when it holds both (docs/listings.md#search-price-sort).
  const withinPurpose = sortsWithinPurpose(query);
  const order = withinPurpose ? sql`for_rent, ${sortOrder}` : sortOrder;
  const branchOrder = (branch: Branch) =>
    withinPurpose && branch.mixesPurposes ? sql`${branch.forRent}, ${sortOrder}` : sortOrder;
  const selected = sql.raw(['s.id', ...columns.map((c) => `s.${c}`), 's.created_at'].join(', '));
  const pageEnd = query.page * query.pageSize;
  // The kinds the tallies settle are not counted from their matches (docs/listings.md#search-tallies).
  const { aboveTop, ...listingKeys } = listingKeysOf(query);
  const known = await knownCounts(
    database,
    query,
    branches.map((b) => b.kind),
    aboveTop === null ? listingKeys : null,
  );
  const uncounted = branches.filter((b) => known[b.kind] === undefined);
  const counted = uncounted.length
    ? sql.join(
        uncounted.map(({ kind, where }) => sql`select ${kind}::text as kind from ${source} s where ${where}`),
        sql` union all `,
      )
    : sql`select null::text as kind where false`;
  const knownListings = known.listing ?? 0;
  const knownTotal = knownListings + (known['builder-project'] ?? 0);
  const ordered = sql.join(
    branches.map(
      (branch) =>
        sql`(select ${selected}, ${branch.forRent} as for_rent, ${branch.kind}::text as kind from ${source} s
          where ${branch.where} order by ${branchOrder(branch)} limit ${pageEnd})`,
    ),
    sql` union all `,
  );
  // The text's indexes hold the city beside the trigrams: a text in a city reads its matches there.
  const inTextCity = query.city ? [sql`s.city_key = lower(${query.city})`] : [];
  const texted = text
    ? sql`texted as materialized (select * from search_items s where ${all([text, ...inTextCity])}),`
    : sql``;
  const json = await database.preparedText(sql`with ${texted}
    matched as (${counted} limit ${SEARCH_TOTAL_CAP + 1}),
    counted as (select least(count(*) + ${knownTotal}, ${SEARCH_TOTAL_CAP})::int as total,
      count(*) + ${knownTotal} > ${SEARCH_TOTAL_CAP} as capped,
      least(count(*) filter (where kind = 'listing') + ${knownListings}, ${SEARCH_TOTAL_CAP})::int as listings
      from matched),
    page as (select * from (${ordered}) branches order by ${order}
      limit ${query.pageSize} offset ${pageEnd - query.pageSize})
    select json_build_object('items', coalesce((select json_agg(json_build_object('id', id, 'kind', kind)
      order by ${order}) from page), '[]'), 'total', total,
      'capped', capped, 'listings', listings)::text
    from counted`);
  if (json === null) throw new Error('the search statement answered no row');
  const found = JSON.parse(json) as FoundPage;
  const listings = Math.min(found.listings, found.total);
  const cards = await cardsJson(database, storage, found.items);
  return { json: pageJson(query, cards, found.total, found.capped, listings, correctedText), total: found.total };
}

/** The answer's JSON around the cards (PropertySearchResult). */
function pageJson(
  query: ParsedPropertySearchQuery,
  cards: string,
  total: number,
  capped: boolean,
  listings: number,
  correctedText?: string,
) {
  const corrected = correctedText === undefined ? '' : `,"correctedText":${JSON.stringify(correctedText)}`;
  return `{"items":${cards},"total":${total}${capped ? ',"totalIsCapped":true' : ''},"counts":{"listings":${listings},"projects":${
    total - listings
  }},"page":${query.page},"pageSize":${query.pageSize}${corrected}}`;
}
