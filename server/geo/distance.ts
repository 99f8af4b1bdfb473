import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { boxAround, EARTH_RADIUS_KM, type LatLng } from './coordinates';

// docs/map.md#map-queries: places in SQL over search_items `s`. Every condition that should read the
// GiST index repeats the index's own predicate (`s.lat is not null and s.lng is not null`): the
// planner uses a partial index only for a query whose WHERE implies that predicate.

export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The partial index's predicate, said once (migration 0027, search_items_place_idx). */
export const placed = sql`s.lat is not null and s.lng is not null`;

/** `s` inside the box, edges included: cube's containment, which the GiST index answers. */
export const inBox = ({ south, west, north, east }: Box): SQL =>
  sql`${placed} and cube(array[s.lat, s.lng]) <@ cube(array[${south}::float8, ${west}::float8], array[${north}::float8, ${east}::float8])`;

export interface SqlPlace {
  lat: SQL;
  lng: SQL;
}
const itemPlace: SqlPlace = { lat: sql`s.lat`, lng: sql`s.lng` };
const param = ([lat, lng]: LatLng): SqlPlace => ({ lat: sql`${lat}::float8`, lng: sql`${lng}::float8` });

/** Great-circle km between two places in SQL: haversine, as haversineKm in TS. */
export const kmBetween = (a: SqlPlace, b: SqlPlace): SQL =>
  sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(power(sin(radians(${b.lat} - ${a.lat}) / 2), 2)
    + cos(radians(${a.lat})) * cos(radians(${b.lat})) * power(sin(radians(${b.lng} - ${a.lng}) / 2), 2)))))`;

/** Great-circle km from `s` to a point. */
export const kmFrom = (point: LatLng): SQL => kmBetween(param(point), itemPlace);

/**
 * `s` within `km` of a point (docs/map.md#radius): the box around the circle first, through the
 * index, then the exact distance on what the box found.
 */
export const withinKm = (centre: LatLng, km: number): SQL =>
  sql`${inBox(boxAround(centre, km))} and ${kmFrom(centre)} <= ${km}::float8`;

export interface LocalityDistance {
  km: number;
  /** The locality's centre: the median place of its public items. */
  centre: LatLng;
  /** How many placed items the centre is the median of (the item's own among them). */
  items: number;
}

/**
 * How far a public item is from the centre of its locality (city and locality as search holds them):
 * the per-axis median of the places of the locality's public items, which one misplaced pin cannot
 * drag. Null for an item that is not public or has no place.
 */
export async function kmToLocalityCentre(
  database: Database,
  kind: string,
  id: string,
): Promise<LocalityDistance | null> {
  const json = await database.preparedText(sql`with item as (
      select s.city_key, s.locality, s.lat, s.lng from search_items s
      where s.kind = ${kind} and s.id = ${id} and ${placed}),
    centre as (
      select percentile_cont(0.5) within group (order by s.lat) as lat,
        percentile_cont(0.5) within group (order by s.lng) as lng, count(*)::int as items
      from search_items s join item on s.city_key = item.city_key and s.locality = item.locality
      where ${placed})
    select json_build_object('km', ${kmBetween(
      { lat: sql`centre.lat`, lng: sql`centre.lng` },
      { lat: sql`item.lat`, lng: sql`item.lng` },
    )}, 'lat', centre.lat, 'lng', centre.lng, 'items', centre.items)::text
    from item, centre`);
  if (json === null) return null;
  const found = JSON.parse(json) as { km: number; lat: number; lng: number; items: number };
  return { km: found.km, centre: [found.lat, found.lng], items: found.items };
}
