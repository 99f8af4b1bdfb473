import { sql, type SQL } from 'drizzle-orm';
import { boxAround, EARTH_RADIUS_KM, type LatLng } from '@/api/contract/coordinates';

// docs/map.md#map-queries: places in SQL over search_items `s`, for search's near filter and the map. Every condition that should read the
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
