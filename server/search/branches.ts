// docs/listings.md#search-plans: a search's conditions and its branches over search_items `s`, which
// the search's page (./queries.ts), alert matching's criteria and the map (server/geo) all read.
import { sql, type SQL } from 'drizzle-orm';
import {
  BHK_FILTER_PLUS,
  nearFilterOf,
  POSSESSION_READY,
  typesMatching,
  type PropertyKind,
  type PropertySearchFilters,
} from '@/api/contract';
import type { BudgetRead } from './tallies';
import { textCheckedInOrder } from './text';
import { withinKm } from './near';

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
export function listingKeysOf(q: PropertySearchFilters) {
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
  if (q.q && !textApart) c.push(textCheckedInOrder(q.q));
  if (q.type?.length) c.push(sql`s.property_type = ${anyOf(q.type.flatMap(typesMatching), 'text')}`);
  if (q.status) c.push(sql`s.status = ${q.status}`);
  // docs/map.md#near-filter: the circle's box through the place index, then the exact distance.
  const near = nearFilterOf(q);
  if (near) c.push(withinKm(near.centre, near.km));
  return c;
}

/**
 * The budget, on the price index's range, or checked on each entry of an index read in a sort's
 * order (every listing index includes the price, docs/listings.md#search-budget-order). There it is
 * written inside coalesce(), which no index serves and whose selectivity the planner cannot tell: a
 * generic plan takes any price range for a few hundred rows, and read and sorted every match from the
 * price index, or (the range hidden as `s.price + 0`) a branch's whole range, rather than read in order.
 * Read by its range, a budget of one end is given the other, open, so the generic plan sees a range:
 * it takes one bound for a third of the rows, and read a branch's whole range from a sort's index
 * ("sale from 20 Cr, by carpet area": 210 ms at 10 lakh), where it takes a range for a few.
 */
function budgetConditions(q: PropertySearchFilters, read: BudgetRead | null = null): SQL[] {
  const ranged = read === 'price range' && (q.minPrice !== undefined || q.maxPrice !== undefined);
  const minPrice = q.minPrice ?? (ranged ? -Number.MAX_VALUE : undefined);
  const maxPrice = q.maxPrice ?? (ranged ? Number.MAX_VALUE : undefined);
  const bounds = [
    ...(minPrice !== undefined ? [sql`s.price >= ${minPrice}`] : []),
    ...(maxPrice !== undefined ? [sql`s.price <= ${maxPrice}`] : []),
  ];
  if (read !== 'sort order' || bounds.length === 0) return bounds;
  return [sql`coalesce(${all(bounds)}, false)`];
}

/**
 * One branch of a search: the items of one kind, for listings one purpose and one BHK bucket, so
 * the branch's equalities lead an index of its sort (migration 0018) and it reads in sort order.
 */
export interface Branch {
  kind: PropertyKind;
  where: SQL;
  /**
   * How the page reads the branch (docs/listings.md#search-budget-order): its conditions, `where` or,
   * with a budget read in the sort's order, the budget checked entry by entry; and whether its matches
   * are read first (a budget read from the price index) and sorted after.
   */
  page: { where: SQL; matchesFirst: boolean };
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
  /** How a listing branch's page reads its budget (server/search/tallies.ts). */
  budgetRead?: (purpose: string, bucket: number) => BudgetRead | null;
}

/** One value as an equality, several as a list: the equality is what leads an index. */
const equalsAny = (column: SQL, values: readonly (string | number)[], type: 'text' | 'int') =>
  values.length === 1 ? sql`${column} = ${values[0]}` : sql`${column} = ${anyOf(values, type)}`;

/** The kinds a query can find: listings unless only projects are asked, projects unless rent or only listings. */
export function searchedKinds(q: PropertySearchFilters): PropertyKind[] {
  const postedBy = q.postedBy ?? [];
  const kinds: PropertyKind[] = [];
  if (q.kind !== 'builder-project' && (postedBy.length === 0 || postedBy.some((who) => who !== 'builder')))
    kinds.push('listing');
  if (q.kind !== 'listing' && q.purpose !== 'rent' && (postedBy.length === 0 || postedBy.includes('builder')))
    kinds.push('builder-project');
  return kinds;
}

/**
 * The query's branches (docs/listings.md#search-plans): listings split by purpose and BHK bucket
 * (every bucket when no BHK is asked; every listing is priced), and projects (for sale only, their
 * BHKs their configurations') unless the query rules them out. The map's queries read the same
 * branches, whole (server/geo/area.ts).
 */
export function branchesOf(
  q: PropertySearchFilters,
  { oneBranch = false, textApart = false, budgetRead = () => null }: BranchOptions = {},
) {
  const branches: Branch[] = [];
  const shared = sharedConditions(q, textApart);
  const kinds = searchedKinds(q);
  if (kinds.includes('listing')) {
    const { purposes, buckets, aboveTop } = listingKeysOf(q);
    const aboveTopBhk = aboveTop === null ? [] : [sql`s.bhk_max >= ${aboveTop}`];
    const listingWhere = (p: readonly string[], b: readonly number[], read: BudgetRead | null = null) =>
      all([
        sql`s.kind = 'listing'`,
        equalsAny(sql`s.purpose`, p, 'text'),
        equalsAny(bhkBucket, b, 'int'),
        ...aboveTopBhk,
        ...shared,
        ...budgetConditions(q, read),
      ]);
    if (oneBranch) {
      const where = listingWhere(purposes, buckets);
      branches.push({
        kind: 'listing',
        where,
        page: { where, matchesFirst: false },
        ...(purposes.length === 1
          ? { forRent: isRent(purposes[0]!) }
          : { forRent: sql`(s.purpose = 'rent')`, mixesPurposes: true }),
      });
    } else
      for (const purpose of purposes)
        for (const bucket of buckets) {
          const where = listingWhere([purpose], [bucket]);
          const read = budgetRead(purpose, bucket);
          const page = read
            ? { where: listingWhere([purpose], [bucket], read), matchesFirst: read === 'price range' }
            : { where, matchesFirst: false };
          branches.push({ kind: 'listing', where, page, forRent: isRent(purpose) });
        }
  }
  if (kinds.includes('builder-project')) {
    const c = [sql`s.kind = 'builder-project'`, ...shared, ...budgetConditions(q)];
    if (q.bhk?.length) c.push(projectBhkMatches(q.bhk));
    if (q.minPrice !== undefined || q.maxPrice !== undefined) c.push(sql`s.priced`);
    const where = all(c);
    branches.push({ kind: 'builder-project', where, page: { where, matchesFirst: false }, forRent: isRent('sale') });
  }
  return branches;
}

const isRent = (purpose: string) => sql.raw(purpose === 'rent' ? 'true' : 'false');
