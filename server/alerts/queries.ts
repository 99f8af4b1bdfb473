import { and, count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { savedSearches, type SavedSearchRow } from '../db/schema';

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

export async function insertSavedSearch(tx: Queryable, values: typeof savedSearches.$inferInsert) {
  const [inserted] = await tx.insert(savedSearches).values(values).returning();
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
