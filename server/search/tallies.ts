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
 * without text, without a distance (docs/map.md#near-filter) and without the filters the tallies do
 * not key (who posted a listing, or a BHK above the top bucket, when `listingKeys` is null; a
 * project's BHKs, which are its configurations').
 */
function talliedKinds(q: ParsedPropertySearchQuery, kinds: PropertyKind[], listingKeys: ListingKeys | null) {
  const untallied =
    q.q ||
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

/**
 * Each tallied kind's matches, when its tallies settle them: the bands the budget takes whole already
 * pass SEARCH_TOTAL_CAP, or no band is only touched. A kind left out is counted from its matches.
 */
export async function knownCounts(
  database: Database,
  q: ParsedPropertySearchQuery,
  searched: PropertyKind[],
  listingKeys: ListingKeys | null,
): Promise<KnownCounts> {
  const kinds = talliedKinds(q, searched, listingKeys);
  if (kinds.length === 0) return {};
  const { touchedFrom, touchedTo, wholeFrom, wholeTo } = priceBands(q);
  const ofKind: SQL[] = kinds.map((kind) =>
    kind === 'listing'
      ? sql`(t.kind = 'listing' and t.purpose = any(${sql.param(listingKeys!.purposes)}::text[])
          and t.bhk_bucket = any(${sql.param(listingKeys!.buckets)}::int[]))`
      : sql`t.kind = 'builder-project'`,
  );
  const json =
    await database.preparedText(sql`select coalesce(json_object_agg(kind, json_build_array(whole, touched)), '{}')::text
    from (select t.kind, coalesce(sum(t.count) filter (where t.price_band between ${wholeFrom} and ${wholeTo}), 0) as whole,
        sum(t.count) as touched
      from search_tallies t
      where ${q.city ? sql`t.city_key = lower(${q.city}) and ` : sql``}(${sql.join(ofKind, sql` or `)})
        and t.price_band between ${touchedFrom} and ${touchedTo}
      group by t.kind) tallied`);
  const found = JSON.parse(json ?? '{}') as Partial<Record<PropertyKind, [number, number]>>;
  const known: KnownCounts = {};
  for (const kind of kinds) {
    const [whole, touched] = found[kind] ?? [0, 0];
    if (whole > SEARCH_TOTAL_CAP) known[kind] = SEARCH_TOTAL_CAP + 1;
    else if (whole === touched) known[kind] = whole;
  }
  return known;
}
