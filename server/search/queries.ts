import { sql, type SQL } from 'drizzle-orm';
import {
  MIN_TEXT_CORRECTED,
  SEARCH_TOTAL_CAP,
  sortsWithinPurpose,
  type ParsedPropertySearchQuery,
  type PropertyKind,
} from '@/api/contract';
import type { Database } from '../db/client';
import type { MediaStorage } from '../media/storage';
import { all, branchesOf, listingKeysOf, searchedKinds, type Branch } from './branches';
import { cardsOf } from './searchCards';
import { readTallies, type KnownCounts } from './tallies';
import { nearestLocality, type TextRead } from './text';
import { textReadWithShare } from './textRead';
import { textedItems } from './textLookup';

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

/**
 * GET /api/properties: the page of searchPage, and when its text finds nothing, the page of the
 * locality nearest to it in spelling, which the answer names (docs/listings.md#search-typos).
 */
export async function searchPageJson(
  database: Database,
  storage: MediaStorage,
  query: ParsedPropertySearchQuery,
  /** By default as the text's counts decide (textReadWithShare); tests hold every read to one answer. */
  textRead?: TextRead,
) {
  const typed = await searchPage(database, storage, query, textRead);
  if (typed.total > 0 || !query.q || query.q.length < MIN_TEXT_CORRECTED) return typed.json;
  const nearest = await nearestLocality(database, query.q, query.city);
  if (nearest === null || nearest.toLowerCase() === query.q.toLowerCase()) return typed.json;
  const corrected = await searchPage(database, storage, { ...query, q: nearest }, textRead, nearest);
  return corrected.total > 0 ? corrected.json : typed.json;
}

/**
 * GET /api/properties: public listings and builder projects in one ordered, paged list, as the JSON
 * text of the answer (PropertySearchResult). One statement over the read model (search_items),
 * after what the text and the tallies tell it: it counts the matches up to SEARCH_TOTAL_CAP and one
 * past it (of the kinds search_tallies does not settle, server/search/tallies.ts), merges its
 * branches (branchesOf), each read in the order of its sort's index up to the page's end, and writes
 * the page's cards through search_cards_json, which each connection plans once
 * (docs/listings.md#search-cards-function).
 */
async function searchPage(
  database: Database,
  storage: MediaStorage,
  query: ParsedPropertySearchQuery,
  textRead: TextRead | undefined,
  correctedText?: string,
): Promise<{ json: string; total: number }> {
  const { columns, order: sortOrder } = sorts[query.sort];
  const pageEnd = query.page * query.pageSize;
  const { aboveTop, ...listingKeys } = listingKeysOf(query);
  // Text is looked up first (docs/listings.md#search-text-localities), and the rest is read from what
  // it found: a text's matches are few next to a branch's index range, which no index orders by the text.
  // A common one is checked row by row in the branches' order, the share of the localities that hold
  // it counted from their tallies when it can be (#search-locality-tallies).
  const { read, share: localityShare } = await textReadWithShare(
    database,
    query,
    pageEnd,
    aboveTop === null ? listingKeys : null,
    textRead,
  );
  const text = query.q && !read?.inOrder ? query.q : null;
  // The kinds the tallies settle are not counted from their matches (docs/listings.md#search-tallies),
  // and a budget the price's order does not read may be read in the sort's (#search-budget-order).
  const { known, budgetRead } = await readTallies(
    database,
    query,
    searchedKinds(query),
    { ...listingKeys, tallied: aboveTop === null },
    text === null && !columns.includes('price') ? { pageEnd } : null,
  );
  const branches = branchesOf(query, { oneBranch: text !== null, textApart: text !== null, budgetRead });
  if (branches.length === 0) return { json: pageJson(query, '[]', 0, false, 0), total: 0 };
  const source = text ? sql`texted` : sql`search_items`;
  // A branch of one purpose reads its index in the sort's order: the purpose leads only the merge's
  // order, and a branch's own when it holds both (docs/listings.md#search-price-sort).
  const withinPurpose = sortsWithinPurpose(query);
  const order = withinPurpose ? sql`for_rent, ${sortOrder}` : sortOrder;
  const branchOrder = (branch: Branch) =>
    withinPurpose && branch.mixesPurposes ? sql`${branch.forRent}, ${sortOrder}` : sortOrder;
  const selected = sql.raw(['s.id', ...columns.map((c) => `s.${c}`), 's.created_at'].join(', '));
  const counts: KnownCounts = { ...known, ...localityShare };
  const knownListings = counts.listing ?? 0;
  const knownTotal = knownListings + (counts['builder-project'] ?? 0);
  const counted = matchedRows(
    branches,
    counts,
    source,
    query.q ? restOfText(query.q, query.city, branches, localityShare, read) : undefined,
  );
  const ordered = sql.join(
    branches.map((branch) => {
      const rows = sql`select ${selected}, ${branch.forRent} as for_rent, ${branch.kind}::text as kind from ${source} s
          where ${branch.page.where}`;
      // The fence (offset 0) keeps the sort's index out of the matches' read: the price range, then the sort.
      return branch.page.matchesFirst
        ? sql`(select * from (${rows} offset 0) matches order by ${branchOrder(branch)} limit ${pageEnd})`
        : sql`(${rows} order by ${branchOrder(branch)} limit ${pageEnd})`;
    }),
    sql` union all `,
  );
  // The text's items are kept only when some branch wants them: the count and the page read fewer.
  // The fence (offset 0) keeps the branches' conditions out of the lookup, whose plan they would turn
  // to the price's index.
  const reads = (kind: PropertyKind) =>
    branches
      .filter((branch) => branch.kind === kind)
      .flatMap((branch) => [branch.where, branch.page.where, branch.forRent, selected]);
  const textItems = text
    ? textedItems(
        text,
        query.city,
        { listing: reads('listing'), project: reads('builder-project') },
        { runAcross: read?.runAcross },
      )
    : null;
  const texted = textItems
    ? sql`texted as materialized (select s.* from (${textItems} offset 0) s
        where ${sql.join(
          branches.map((branch) => sql`(${branch.where})`),
          sql` or `,
        )}),`
    : sql``;
  const json = await database.preparedText(sql`with ${texted}
    matched as (${counted} limit ${Math.max(0, SEARCH_TOTAL_CAP + 1 - knownTotal)}),
    counted as (select least(count(*) + ${knownTotal}, ${SEARCH_TOTAL_CAP})::int as total,
      count(*) + ${knownTotal} > ${SEARCH_TOTAL_CAP} as capped,
      least(count(*) filter (where kind = 'listing') + ${knownListings}, ${SEARCH_TOTAL_CAP})::int as listings
      from matched),
    page as (select * from (${ordered}) branches order by ${order}
      limit ${query.pageSize} offset ${pageEnd - query.pageSize})
    select total || ' ' || capped || ' ' || listings || ' ' || ${cardsOf(
      sql`array(select id from page order by ${order})`,
      sql`array(select kind from page order by ${order})`,
      storage,
    )}
    from counted`);
  if (json === null) throw new Error('the search statement answered no row');
  // "total capped listings cards": the cards' JSON text is passed on as the database wrote it.
  const [total, capped, listings] = json.split(' ', 3) as [string, string, string];
  const cards = json.slice(total.length + capped.length + listings.length + 3);
  const found = { total: Number(total), capped: capped === 'true', listings: Number(listings) };
  return {
    json: pageJson(query, cards, found.total, found.capped, Math.min(found.listings, found.total), correctedText),
    total: found.total,
  };
}

/**
 * The statement's `matched` rows, one per match the counts do not settle (their kind, each read to
 * the cap): every branch's of a kind not settled, and the `rest` a kind's localities' share leaves.
 */
function matchedRows(branches: Branch[], counts: KnownCounts, source: SQL, rest: SQL | undefined) {
  const uncounted = branches
    .filter((b) => counts[b.kind] === undefined)
    .map(({ kind, where }) => sql`select ${kind}::text as kind from ${source} s where ${where}`);
  const parts = rest ? [...uncounted, rest] : uncounted;
  return parts.length ? sql.join(parts, sql` union all `) : sql`select null::text as kind where false`;
}

/**
 * The matches of the branches whose kind has its localities' share counted, outside those
 * localities: the text's other items (textedItems without the localities), read once for them all.
 */
function restOfText(
  text: string,
  city: string | undefined,
  branches: Branch[],
  share: KnownCounts,
  read: TextRead | null,
) {
  const shared = branches.filter((b) => share[b.kind] !== undefined);
  if (shared.length === 0) return undefined;
  const reads = (kind: PropertyKind) => shared.filter((b) => b.kind === kind).map((b) => b.where);
  const items = textedItems(
    text,
    city,
    { listing: reads('listing'), project: reads('builder-project') },
    { localities: false, runAcross: read?.runAcross },
  );
  // The fence (offset 0), as the page's `texted` has: the branches' conditions pushed into the lookup
  // turned its generic plan to the price's index ("Sect" in Gurugram from 50 L to 1 Cr: 9,070 entries
  // and their rows read for none, 12 ms, where the rests' trigrams find them in 1).
  return sql`select s.kind from (${items} offset 0) s where ${sql.join(
    shared.map((b) => sql`(${b.where})`),
    sql` or `,
  )}`;
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
