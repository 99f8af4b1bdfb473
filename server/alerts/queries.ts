import { and, count, desc, eq, sql } from 'drizzle-orm';
import { POSSESSION_READY, propertySearchQuerySchema, typesMatching, type PropertyKind } from '@/api/contract';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { rowsOf } from '../db/rows';
import { savedSearches, type SavedSearchRow } from '../db/schema';
import { bhkCriteria, possessionMonth } from '../search/branches';
import { textPatterns } from '../search/text';

/** A buyer's saved searches, newest first. */
export function savedSearchesOf(db: Queryable, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** Whether the buyer already saved these criteria. */
export async function hasSavedQuery(tx: Queryable, userId: string, query: string) {
  const [same] = await tx
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, query)))
    .limit(1);
  return same !== undefined;
}

export async function savedSearchCount(tx: Queryable, userId: string) {
  const [kept] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return kept?.n ?? 0;
}

/**
 * docs/listings.md#alert-matching: the criteria columns of a kept query (savedSearchQuery), each as
 * search compares it (server/search/branches.ts, sharedConditions); null where the search has no such
 * filter. Migration 0017 filled them so for the searches saved before it.
 */
function criteriaColumns(query: string) {
  const {
    city,
    q,
    type,
    bhk,
    minPrice,
    maxPrice,
    purpose,
    status,
    kind,
    minCarpet,
    maxCarpet,
    minCarpetRate,
    maxCarpetRate,
    furnishing,
    possession,
    postedBy,
    sort: _sort,
    page: _page,
    pageSize: _pageSize,
    // docs/map.md#near-filter: a kept search has no distance (savedSearchQuery drops it).
    nearLat: _nearLat,
    nearLng: _nearLng,
    withinKm: _withinKm,
    nearName: _nearName,
    ...unknown
  } = propertySearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  // A criterion the contract gains is a type error here until it has its column.
  unknown satisfies Record<string, never>;
  const listOrNull = <T>(values: T[] | undefined) => (values?.length ? values : null);
  const bhks = bhkCriteria(bhk ?? []);
  return {
    cityKey: city ? sql<string>`lower(${city})` : null,
    purpose: purpose ?? null,
    propertyTypes: listOrNull(type?.flatMap(typesMatching)),
    textPatterns: q ? textPatterns(q) : null,
    bhks: listOrNull(bhks.exact),
    bhkAtLeast: bhks.atLeast,
    minPrice: minPrice ?? null,
    maxPrice: maxPrice ?? null,
    status: status ?? null,
    kind: kind ?? null,
    minCarpet: minCarpet ?? null,
    maxCarpet: maxCarpet ?? null,
    minCarpetRate: minCarpetRate ?? null,
    maxCarpetRate: maxCarpetRate ?? null,
    furnishings: listOrNull(furnishing),
    readyOnly: possession === POSSESSION_READY,
    possessionMonth: possession && possession !== POSSESSION_READY ? possessionMonth(possession) : null,
    postedBy: listOrNull(postedBy),
  } satisfies Partial<PgInsertValue<typeof savedSearches>>;
}

type SavedSearchValues = Pick<typeof savedSearches.$inferInsert, 'userId' | 'name' | 'query' | 'createdAt'>;

/** The row of a new search: its criteria's columns are made from its query, here and nowhere else. */
export const savedSearchRow = (values: SavedSearchValues) => ({ ...values, ...criteriaColumns(values.query) });

export async function insertSavedSearch(tx: Queryable, values: SavedSearchValues) {
  const [inserted] = await tx.insert(savedSearches).values(savedSearchRow(values)).returning();
  return inserted!;
}

const own = (id: string, userId: string) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

/** Turns the alerts of the user's own search on or off; undefined when it is not theirs. */
export async function setOwnAlerts(db: Queryable, userId: string, id: string, alerts: boolean) {
  const [row] = await db.update(savedSearches).set({ alerts }).where(own(id, userId)).returning();
  return row;
}

/** Deletes the user's own search; whether there was one. */
export async function deleteOwnSavedSearch(db: Queryable, userId: string, id: string) {
  const removed = await db.delete(savedSearches).where(own(id, userId)).returning({ id: savedSearches.id });
  return removed.length > 0;
}

/** Turns a search's alerts off, whoever's it is; undefined when there is no such search. */
export async function stopAlerts(db: Queryable, id: string) {
  const [row] = await db.update(savedSearches).set({ alerts: false }).where(eq(savedSearches.id, id)).returning();
  return row;
}

/**
 * Saved search `s` finds the public item `i` (search_items): sharedConditions of server/search/branches.ts
 * turned round, a criterion the search does not have (null) passing every item. Null comparisons
 * fail as they do in search (an item with no carpet area fails a carpet bound). The city and the
 * purpose come first, spelt out as the four pairs a search may hold, each a lookup in
 * saved_searches_alerts_city_purpose (written as two ORs, only the city would be looked up).
 */
const searchFindsItem = sql`s.alerts
  and (s.city_key is null and s.purpose is null
    or s.city_key is null and s.purpose = i.purpose
    or s.city_key = i.city_key and s.purpose is null
    or s.city_key = i.city_key and s.purpose = i.purpose)
  and (s.kind is null or s.kind = i.kind)
  and (s.posted_by is null or i.posted_by = any(s.posted_by))
  and (s.min_carpet is null or i.carpet >= s.min_carpet)
  and (s.max_carpet is null or i.carpet <= s.max_carpet)
  and (s.min_carpet_rate is null or i.carpet_rate >= s.min_carpet_rate)
  and (s.max_carpet_rate is null or i.carpet_rate <= s.max_carpet_rate)
  and (s.furnishings is null or i.furnishing = any(s.furnishings))
  and (not s.ready_only or i.ready)
  and (s.possession_month is null or i.ready or i.possession <= s.possession_month)
  and (s.text_patterns is null or i.locality ilike any(s.text_patterns) or i.title ilike any(s.text_patterns))
  and (s.property_types is null or i.property_type = any(s.property_types))
  and ((s.bhks is null and s.bhk_at_least is null) or i.bhks && s.bhks or i.bhk_max >= s.bhk_at_least)
  and (s.min_price is null or (i.priced and i.price >= s.min_price))
  and (s.max_price is null or (i.priced and i.price <= s.max_price))
  and (s.status is null or i.status = s.status)`;

/**
 * docs/listings.md#alert-matching: records, in one statement, every saved search with alerts on that
 * finds one of these items as it is public now (its row in search_items; an item no longer public
 * matches nothing). A search and an item match once: approved again after an edit, it is not sent
 * again. The number of new matches.
 */
export async function recordMatches(db: Queryable, items: readonly { kind: PropertyKind; itemId: string }[]) {
  if (items.length === 0) return 0;
  return rowsOf<{ matches: number }>(await db.execute(recordMatchesStatement(items)))[0]!.matches;
}

/**
 * recordMatches' statement: the items read by their key, each item's searches through
 * saved_searches_alerts_city_purpose. The kinds and the ids are also given apart, as lists the key's
 * index looks up; the pairs alone (a join) the planner may meet by reading the whole index.
 */
export function recordMatchesStatement(items: readonly { kind: PropertyKind; itemId: string }[]) {
  const kinds = sql`${sql.param(items.map((item) => item.kind))}::text[]`;
  const ids = sql`${sql.param(items.map((item) => item.itemId))}::text[]`;
  return sql`with matched as (
      insert into alert_matches (search_id, kind, item_id)
      select s.id, i.kind, i.id from search_items i join saved_searches s on ${searchFindsItem}
      where i.kind = any(${kinds}) and i.id = any(${ids}) and (i.kind, i.id) in (select * from unnest(${kinds}, ${ids}))
      on conflict (search_id, kind, item_id) do nothing
      returning 1)
    select count(*)::int as matches from matched`;
}
