import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { INDIA_BOX } from '@/api/contract/indiaBox';

export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Storage keys of an uploaded image: content-hashed, so the same bytes share one object. */
export const storedImageColumns = () => ({
  fileKey: text('file_key').notNull(),
  cardKey: text('card_key').notNull(),
  contentType: text('content_type').notNull(),
  /** The stored original's width, which says its variants (docs/media.md#variants); null before they were made. */
  width: integer('width'),
});
export const createdAt = () => moment('created_at').notNull().defaultNow();
export const updatedAt = () => moment('updated_at').notNull().defaultNow();

/**
 * India's box in degrees, generous at its edges (the Andamans, Kutch, Arunachal): a place outside it
 * is a mistake. The database checks it (coordinatesInIndia); src/api/contract/coordinates.ts reads it.
 * Said once, in the contract: the map's query and the near filter refuse a place outside it too.
 */
export const INDIA = INDIA_BOX;

/**
 * docs/map.md#coordinates: where an item is, in degrees (WGS 84); null while nobody placed it. A
 * listing's and a project's are the published ones, which the read model copies.
 */
export const coordinateColumns = () => ({ lat: doublePrecision('lat'), lng: doublePrecision('lng') });
/** Both coordinates or neither, inside India's box. */
export const coordinatesInIndia = (name: string, t: { lat: PgColumn; lng: PgColumn }) =>
  check(
    name,
    sql`(${t.lat} is null and ${t.lng} is null) or (${t.lat} is not null and ${t.lng} is not null and ${t.lat} between ${sql.raw(String(INDIA.south))} and ${sql.raw(
      String(INDIA.north),
    )} and ${t.lng} between ${sql.raw(String(INDIA.west))} and ${sql.raw(String(INDIA.east))})`,
  );

/**
 * docs/map.md#approximate-places: true when the owner placed the pin; false when the place (if any)
 * is the pincode's centre, set by the server or a seed. Listings and projects only.
 */
export const pinnedColumn = () => ({ pinned: boolean('pinned').notNull().default(false) });
/** A pinned item has a place. */
export const pinnedHasPlace = (name: string, t: { lat: PgColumn; pinned: PgColumn }) =>
  check(name, sql`not ${t.pinned} or ${t.lat} is not null`);
