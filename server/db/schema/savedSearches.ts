import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    // docs/listings.md#alert-matching: the criteria of `query`, each as search compares it with
    // search_items' column of the same meaning (server/search/branches.ts), null (false) when the search
    // has no such filter. Written with the query by insertSavedSearch (server/alerts/queries.ts) and
    // filled for older searches by migration 0017; an approved item finds its searches through them.
    /** lower(city), as search compares `city_key`. */
    cityKey: text('city_key'),
    purpose: text('purpose'),
    /** The search types an item's type must be one of (a shop or an office filter: mixed use too). */
    propertyTypes: text('property_types').array(),
    /** The text (q) as ILIKE patterns, any of which the locality or the title matches. */
    textPatterns: text('text_patterns').array(),
    /** BHK values under BHK_FILTER_PLUS, any of which an item's BHKs hold... */
    bhks: integer('bhks').array(),
    /** ...or the least of the others, which an item's highest BHK reaches ("5 or more"). */
    bhkAtLeast: integer('bhk_at_least'),
    minPrice: bigint('min_price', { mode: 'number' }),
    maxPrice: bigint('max_price', { mode: 'number' }),
    status: text('status'),
    kind: text('kind').$type<PropertyKind>(),
    minCarpet: integer('min_carpet'),
    maxCarpet: integer('max_carpet'),
    minCarpetRate: integer('min_carpet_rate'),
    maxCarpetRate: integer('max_carpet_rate'),
    furnishings: text('furnishings').array(),
    /** The possession filter 'ready': ready to move only. */
    readyOnly: boolean('ready_only').notNull().default(false),
    /** The possession filter's year as the month ('yyyy-12') an item not ready must be possessed by. */
    possessionMonth: text('possession_month'),
    postedBy: text('posted_by').array(),
  },
  (t) => [
    index('saved_searches_user').on(t.userId, t.createdAt),
    // The same criteria twice would mail every match twice: one per buyer (the query is normalised
    // by savedSearchQuery, so another sort or page is the same text).
    uniqueIndex('saved_searches_user_query').on(t.userId, t.query),
    // An approved item's searches: those of its city or of none, for its purpose or either.
    index('saved_searches_alerts_city_purpose')
      .on(t.cityKey, t.purpose)
      .where(sql`${t.alerts}`),
  ],
);

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
