// docs/listings.md#search-tallies: a search's counts from search_tallies rather than from its matches.
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP, type ParsedPropertySearchQuery, type PropertyKind } from '@/api/contract';
import type { Database } from '../db/client';

/** A kind's matches as the tallies know them: exactly, or as more than SEARCH_TOTAL_CAP. */
export type KnownCounts = Partial<Record<PropertyKind, number>>;

/** What keys a listing's tally row in a query: its purposes and BHK buckets. */
export interface ListingKeys {
  purposes: readonly string[];
  buckets: readonly number[];
}

/**
 * The kinds whose matches are rows of search_tallies, taken whole or in part by the price: a query
 * without text (but for the localities' share of it, `textApart`), without a distance
 * (docs/map.md#near-filter) and without the filters the tallies do not key (who posted a listing,
 * or a BHK above the top bucket, when `listingKeys` is null; a project's BHKs, which are its
 * configurations').
 */
function talliedKinds(
  q: ParsedPropertySearchQuery,
  kinds: PropertyKind[],
  listingKeys: ListingKeys | null,
  textApart = false,
) {
  const untallied =
    (q.q && !textApart) ||
    q.type?.length ||
    q.furnishing?.length ||
    q.possession ||
    q.status ||
    q.withinKm !== undefined ||
    [q.minCarpet, q.maxCarpet, q.minCarpetRate, q.maxCarpetRate].some((bound) => bound !== undefined);
  if (untallied) return [];
  return kinds.filter((kind) => (kind === 'listing' ? listingKeys !== null && !q.postedBy?.length : !q.bhk?.length));
}

/**
 * The price bands a budget takes whole and those it touches (migration 0026's search_price_band:
 * odd bands are a single edge price, even ones the prices between two edges). Any budget leaves out
 * the unpriced (-1).
 */
function priceBands({ minPrice, maxPrice }: ParsedPropertySearchQuery) {
  // A scalar subquery: the generic plan computes it once, not on every tally row.
  const band = (price: number) => sql`(select search_price_band(${price}::float8, true))`;
  const budgeted = minPrice !== undefined || maxPrice !== undefined;
  const lowest = sql.raw(budgeted ? '0' : '-1');
  const highest = sql.raw(String(2 ** 31 - 1));
  return {
    touchedFrom: minPrice === undefined ? lowest : band(minPrice),
    touchedTo: maxPrice === undefined ? highest : band(maxPrice),
    wholeFrom: minPrice === undefined ? lowest : sql`(${band(minPrice)} + 1 - ${band(minPrice)} % 2)`,
    wholeTo: maxPrice === undefined ? highest : sql`(${band(maxPrice)} - 1 + ${band(maxPrice)} % 2)`,
  };
}

/** The tally rows (`t`) of these kinds: a listing's of the searched purposes and BHK buckets. */
function tallyRowsOf(kinds: PropertyKind[], listingKeys: ListingKeys | null): SQL {
  const ofKind = kinds.map((kind) =>
    kind === 'listing'
      ? sql`(t.kind = 'listing' and t.purpose = any(${sql.param(listingKeys?.purposes ?? [])}::text[])
          and t.bhk_bucket = any(${sql.param(listingKeys?.buckets ?? [])}::int[]))`
      : sql`t.kind = 'builder-project'`,
  );
  return sql`(${sql.join(ofKind, sql` or `)})`;
}

/** The tally rows (`t`) in the bands a budget touches, and in those it takes whole. */
function bandsOf(q: ParsedPropertySearchQuery) {
  const { touchedFrom, touchedTo, wholeFrom, wholeTo } = priceBands(q);
  return {
    touched: sql`t.price_band between ${touchedFrom} and ${touchedTo}`,
    whole: sql`t.price_band between ${wholeFrom} and ${wholeTo}`,
  };
}

/**
 * Each kind's matches the tallies settle, from its rows' counts in the bands taken whole and in
 * those touched: exact when the budget touches no band in part, else only when the whole bands
 * already pass SEARCH_TOTAL_CAP.
 */
function settled(kinds: PropertyKind[], rows: [PropertyKind, number, number][]): KnownCounts {
  const known: KnownCounts = {};
  for (const kind of kinds) {
    const ofThisKind = rows.filter((row) => row[0] === kind);
    const whole = ofThisKind.reduce((sum, row) => sum + row[1], 0);
    const touched = ofThisKind.reduce((sum, row) => sum + row[2], 0);
    if (whole > SEARCH_TOTAL_CAP) known[kind] = SEARCH_TOTAL_CAP + 1;
    else if (whole === touched) known[kind] = whole;
  }
  return known;
}

/** What the tallies tell a search (readTallies). */
export interface Tallied {
  known: KnownCounts;
  /**
   * How a listing branch's page reads its budget (docs/listings.md#search-budget-order); null unless
   * the search asked readTallies about it.
   */
  budgetRead: (purpose: string, bucket: number) => BudgetRead | null;
}

/** A budget read in the sort's order, each entry's price checked, or its matches read from the price index and sorted. */
export type BudgetRead = 'sort order' | 'price range';

/** A tally row of readTallies: a kind, purpose and BHK bucket, its matches in the bands wholly inside the budget, in those it touches, and in every band. */
type TallyRow = [PropertyKind, string, number, number, number, number];

/**
 * A budget is read in a branch's sort order, each entry's price checked in the sort's index, when
 * its matches are so many that the order reaches the page's end sooner than the price index's range
 * is read whole and sorted: about pageEnd × scope / matches entries against matches, so once
 * matches² pass pageEnd × scope (the rule by which server/search/text.ts reads a text, too).
 */
export const readsInOrder = (matches: number, scope: number, pageEnd: number) => matches * matches > pageEnd * scope;

/**
 * One statement over search_tallies for a search: each tallied kind's matches when the tallies settle
 * them (the bands the budget takes whole already pass SEARCH_TOTAL_CAP, or no band is only touched;
 * a kind left out is counted from its matches), and, when `budgetOrder` gives the page's end, which
 * listing branches read the budget in their sort's order (a sort that does not read the price).
 */
export async function readTallies(
  database: Database,
  q: ParsedPropertySearchQuery,
  searched: PropertyKind[],
  listingKeys: ListingKeys & { tallied: boolean },
  budgetOrder: { pageEnd: number } | null,
): Promise<Tallied> {
  const kinds = talliedKinds(q, searched, listingKeys.tallied ? listingKeys : null);
  const budgeted = q.minPrice !== undefined || q.maxPrice !== undefined;
  const ordering = budgetOrder !== null && budgeted && searched.includes('listing');
  if (kinds.length === 0 && !ordering) return { known: {}, budgetRead: () => null };
  const { touched, whole } = bandsOf(q);
  const ofKind = tallyRowsOf(
    [...new Set<PropertyKind>([...kinds, ...(ordering ? ['listing' as const] : [])])],
    listingKeys,
  );
  const json = await database.preparedText(sql`select coalesce(json_agg(json_build_array(kind, purpose, bhk_bucket,
      whole, touched, scope)), '[]')::text
    from (select t.kind, t.purpose, t.bhk_bucket,
        coalesce(sum(t.count) filter (where ${whole}), 0) as whole,
        coalesce(sum(t.count) filter (where ${touched}), 0) as touched, sum(t.count) as scope
      from search_tallies t
      where ${q.city ? sql`t.city_key = lower(${q.city}) and ` : sql``}${ofKind}
        ${ordering ? sql`` : sql`and ${touched}`}
      group by t.kind, t.purpose, t.bhk_bucket) tallied`);
  const rows = JSON.parse(json ?? '[]') as TallyRow[];
  const known = settled(
    kinds,
    rows.map(([kind, , , wholeCount, touchedCount]) => [kind, wholeCount, touchedCount]),
  );
  const reads = new Map<string, BudgetRead>(
    ordering
      ? rows
          .filter(([kind]) => kind === 'listing')
          .map(([, purpose, bucket, , matches, scope]) => [
            `${purpose} ${bucket}`,
            readsInOrder(matches, scope, budgetOrder.pageEnd) ? 'sort order' : 'price range',
          ])
      : [],
  );
  // A branch with no tally row holds nothing: its empty price range is the cheapest read.
  return {
    known,
    budgetRead: (purpose, bucket) => (ordering ? (reads.get(`${purpose} ${bucket}`) ?? 'price range') : null),
  };
}

/**
 * docs/listings.md#search-locality-tallies: each kind's matches among the items of the localities
 * that hold a search's text (`localities`: their lower-cased city and name), from
 * search_locality_tallies, for the kinds the tallies settle as readTallies' do. An item without a
 * city is not tallied there: a search's text is checked on it whole (textedItems).
 */
export async function readLocalityShare(
  database: Database,
  q: ParsedPropertySearchQuery,
  searched: PropertyKind[],
  listingKeys: ListingKeys | null,
  localities: SQL,
): Promise<KnownCounts> {
  const kinds = talliedKinds(q, searched, listingKeys, true);
  if (kinds.length === 0) return {};
  const { touched, whole } = bandsOf(q);
  const json =
    await database.preparedText(sql`select coalesce(json_agg(json_build_array(kind, whole, touched)), '[]')::text
    from (select t.kind, coalesce(sum(t.count) filter (where ${whole}), 0) as whole, sum(t.count) as touched
      from search_locality_tallies t
      where (t.city_key, t.locality_key) in (${localities})
        and ${tallyRowsOf(kinds, listingKeys)} and ${touched}
      group by t.kind) tallied`);
  return settled(kinds, JSON.parse(json ?? '[]') as [PropertyKind, number, number][]);
}
