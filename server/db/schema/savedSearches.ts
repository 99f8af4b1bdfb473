import { boolean, date, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PropertyKind } from '@/api/contract';
import { users } from './accounts';
import { createdAt, id, moment } from './columns';

/**
 * docs/listings.md#saved-searches: a buyer's named search, kept as the search page's address
 * parameters (`propertySearchParams`), so it runs through the same search as the page.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    alerts: boolean('alerts').notNull().default(true),
    /** The India day of the last digest sent (docs/listings.md#alert-digest): one a day at most. */
    lastDigestOn: date('last_digest_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_user').on(t.userId, t.createdAt),
    // The same criteria twice would mail every match twice: one per buyer (the query is normalised
    // by savedSearchQuery, so another sort or page is the same text).
    uniqueIndex('saved_searches_user_query').on(t.userId, t.query),
  ],
);

/** A newly approved listing or project waiting to be matched against the saved searches, off the request path. */
export const alertJobs = pgTable('alert_jobs', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<PropertyKind>().notNull(),
  itemId: text('item_id').notNull(),
  createdAt: createdAt(),
});

/** A match found for a saved search; sentAt is set when a digest carried it. */
export const alertMatches = pgTable(
  'alert_matches',
  {
    searchId: text('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PropertyKind>().notNull(),
    itemId: text('item_id').notNull(),
    matchedAt: createdAt(),
    sentAt: moment('sent_at'),
  },
  (t) => [uniqueIndex('alert_matches_unique').on(t.searchId, t.kind, t.itemId)],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
