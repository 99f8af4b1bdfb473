import { sql, type SQL } from 'drizzle-orm';

/**
 * The city, when one is asked for (`wanted`), compared without case with a lower-cased `city`
 * column: one statement either way, since the prepared text holds no value.
 */
export const inCity = (city: SQL, wanted: string | null | undefined) =>
  sql`(${wanted ?? null}::text is null or ${city} = lower(${wanted ?? null}::text))`;
