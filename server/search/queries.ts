import { sql, type SQL } from 'drizzle-orm';
import {
  BHK_FILTER_PLUS,
  MIN_TEXT_INSIDE_WORDS,
  POSSESSION_READY,
  SEARCH_TOTAL_CAP,
  typesMatching,
  type ParsedPropertySearchQuery,
  type PropertyKind,
} from '@/api/contract';
import type { Database } from '../db/client';
import type { MediaStorage } from '../media/storage';
import { cardsJson } from './searchCards';

/** A list as one parameter (a PostgreSQL array): the statement's text is the same whatever the values. */
const anyOf = (values: readonly (string | number)[], type: 'text' | 'int') =>
  sql`any(${sql.param(values)}::${sql.raw(type)}[])`;
const all = (conditions: SQL[]) => sql.join(conditions, sql` and `);
/** LIKE with the user's % and _ taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * docs/listings.md#search-text: the ILIKE patterns of a text, any of which the locality or the title
 * matches: it contained anywhere, or, under three characters (no trigram to look up), at the start
 * of a word. Saved searches keep them (server/alerts/queries.ts) to match new items the same way.
 */
export function textPatterns(text: string): string[] {
  const typed = literal(text);
  return text.length >= MIN_TEXT_INSIDE_WORDS ? [`%${typed}%`] : [`${typed}%`, `% ${typed}%`];
}

function textMatches(text: string): SQL {
  const patterns = textPatterns(text);
  const either = [
    ...patterns.map((pattern) => sql`s.locality ilike ${pattern}`),
    ...patterns.map((pattern) => sql`s.title ilike ${pattern}`),
  ];
  return sql`(${sql.join(either, sql` or `)})`;
}

/**
 * The BHK filter's two halves: values under BHK_FILTER_PLUS, one of which an item's BHKs must hold,
 * and the least of the others ("5 or more"), which its highest BHK must reach; either half will do.
 */
export function bhkCriteria(values: number[]) {
  const exact = values.filter((b) => b < BHK_FILTER_PLUS);
  const atLeast = values.filter((b) => b >= BHK_FILTER_PLUS);
  return { exact, atLeast: atLeast.length ? Math.min(...atLeast) : null };
}

/** A BHK condition: any listed value (a project's configurations, any of them), the top one meaning "or more". */
function bhkMatches(values: number[]): SQL {
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
 * The WHERE over search_items `s` (the public items, server/db/schema/search.ts) for the query, the
 * contract's semantics (propertySearchQuerySchema): the read model holds each filter's column as
 * it is compared, so every condition is a plain comparison an index can serve. Alert matching turns
 * each condition round (server/alerts/queries.ts, a saved search's columns against an item's): a
 * filter changed here changes there too, and server/search/filterCases.test.ts holds both.
 */
function itemConditions(q: ParsedPropertySearchQuery): SQL[] {
  const c: SQL[] = [];
  if (q.kind) c.push(sql`s.kind = ${q.kind}`);
  if (q.postedBy?.length) c.push(sql`s.posted_by = ${anyOf(q.postedBy, 'text')}`);
  if (q.minCarpet !== undefined) c.push(sql`s.carpet >= ${q.minCarpet}`);
  if (q.maxCarpet !== undefined) c.push(sql`s.carpet <= ${q.maxCarpet}`);
  if (q.minCarpetRate !== undefined) c.push(sql`s.carpet_rate >= ${q.minCarpetRate}`);
  if (q.maxCarpetRate !== undefined) c.push(sql`s.carpet_rate <= ${q.maxCarpetRate}`);
  if (q.furnishing?.length) c.push(sql`s.furnishing = ${anyOf(q.furnishing, 'text')}`);
  if (q.possession === POSSESSION_READY) c.push(sql`s.ready`);
  else if (q.possession) c.push(sql`(s.ready or s.possession <= ${possessionMonth(q.possession)})`);
  if (q.city) c.push(sql`s.city_key = lower(${q.city})`);
  if (q.q) c.push(textMatches(q.q));
  if (q.type?.length) c.push(sql`s.property_type = ${anyOf(q.type.flatMap(typesMatching), 'text')}`);
  if (q.bhk?.length) c.push(bhkMatches(q.bhk));
  if (q.minPrice !== undefined || q.maxPrice !== undefined) c.push(sql`s.priced`);
  if (q.minPrice !== undefined) c.push(sql`s.price >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) c.push(sql`s.price <= ${q.maxPrice}`);
  if (q.purpose) c.push(sql`s.purpose = ${q.purpose}`);
  if (q.status) c.push(sql`s.status = ${q.status}`);
  return c.length ? c : [sql`true`];
}

const orderBy: Record<ParsedPropertySearchQuery['sort'], SQL> = {
  newest: sql`created_at desc, id desc`,
  'price-asc': sql`price asc, created_at desc, id desc`,
  'price-desc': sql`price desc, created_at desc, id desc`,
  'carpet-asc': sql`carpet asc nulls last, created_at desc, id desc`,
  'carpet-desc': sql`carpet desc nulls last, created_at desc, id desc`,
  'carpet-price-asc': sql`carpet_rate asc nulls last, created_at desc, id desc`,
  'carpet-price-desc': sql`carpet_rate desc nulls last, created_at desc, id desc`,
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
  const where = all([sql`s.kind = ${kind}`, sql`s.id = ${id}`, ...itemConditions(query)]);
  return (await database.preparedText(sql`select 'yes' from search_items s where ${where}`)) !== null;
}

interface FoundPage {
  items: { id: string; kind: PropertyKind }[];
  total: number;
  capped: boolean;
  listings: number;
}

/**
 * GET /api/properties: public listings and builder projects in one ordered, paged list, as the JSON
 * text of the answer (PropertySearchResult). Two statements: the page over the read model
 * (search_items), the matches counted up to SEARCH_TOTAL_CAP and one past it, the page's items in
 * the order of a sort index (the offset is skipped inside the index, so page 50 costs about what
 * page 1 does); then the page's cards (server/search/searchCards.ts), a statement whose text is the
 * same for every search. The first varies with the filters and is cheap to plan; the second, the
 * costly one to plan, is planned once per connection (docs/listings.md#read-model).
 */
export async function searchPageJson(database: Database, storage: MediaStorage, query: ParsedPropertySearchQuery) {
  const where = all(itemConditions(query));
  const json = await database.preparedText(sql`with
    matched as (select s.kind from search_items s where ${where} limit ${SEARCH_TOTAL_CAP + 1}),
    counted as (select least(count(*), ${SEARCH_TOTAL_CAP})::int as total, count(*) > ${SEARCH_TOTAL_CAP} as capped,
      least(count(*) filter (where kind = 'listing'), ${SEARCH_TOTAL_CAP})::int as listings from matched),
    page as (select s.id, s.kind, s.price, s.carpet, s.carpet_rate, s.created_at from search_items s where ${where}
      order by ${orderBy[query.sort]} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize})
    select json_build_object('items', coalesce((select json_agg(json_build_object('id', id, 'kind', kind)
      order by ${orderBy[query.sort]}) from page), '[]'), 'total', total,
      'capped', capped, 'listings', listings)::text
    from counted`);
  if (json === null) throw new Error('the search statement answered no row');
  const found = JSON.parse(json) as FoundPage;
  const listings = Math.min(found.listings, found.total);
  return `{"items":${await cardsJson(database, storage, found.items)},"total":${found.total}${
    found.capped ? ',"totalIsCapped":true' : ''
  },"counts":{"listings":${listings},"projects":${found.total - listings}},"page":${query.page},"pageSize":${
    query.pageSize
  }}`;
}
