import { sql, type SQL } from 'drizzle-orm';

/**
 * The city, when one is asked for (`wanted`), compared without case with a lower-cased `city`
 * column; nothing when none is. Two statements, not one that tests its parameter for null: that
 * test kept the planner from reading a city's rows by an index (migration 0036's on
 * search_localities), so a suggestion checked the text on every city's localities first
 * (docs/listings.md#search-suggestions).
 */
export const inCity = (city: SQL, wanted: string | null | undefined) =>
  wanted ? sql`${city} = lower(${wanted}::text)` : sql`true`;
