import { and, count, desc, eq, sql } from 'drizzle-orm';
import { POSSESSION_READY, propertySearchQuerySchema, typesMatching } from '@/api/contract';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { savedSearches, type SavedSearchRow } from '../db/schema';
import { bhkCriteria, possessionMonth, textPatterns } from '../search/queries';

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
 * search compares it (server/search/queries.ts, itemConditions); null where the search has no such
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
