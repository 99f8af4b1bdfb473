// docs/map.md#coordinates: a place as [latitude, longitude] in degrees (WGS 84), what every geo
// function here takes and answers. Plain arithmetic on the contract alone: the mocks measure with it
// too (mocks/places.ts), in the browser.

import { INDIA_BOX as INDIA } from './indiaBox';

export type LatLng = readonly [lat: number, lng: number];

/** The mean radius of the earth in km, as the SQL distance (server/search/near.ts) takes it. */
export const EARTH_RADIUS_KM = 6371.0088;

export const inIndia = ([lat, lng]: LatLng) =>
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  lat >= INDIA.south &&
  lat <= INDIA.north &&
  lng >= INDIA.west &&
  lng <= INDIA.east;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (the haversine formula, as the SQL writes it). */
export function haversineKm([lat1, lng1]: LatLng, [lat2, lng2]: LatLng) {
  const h =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Km per degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

/**
 * The box around a point that holds every place within `km` of it: what the radius filter reads
 * through the index before it measures (server/search/near.ts). Longitude degrees shrink with
 * the cosine of the latitude; the box's far edge from the equator is where they are shortest.
 */
export function boxAround([lat, lng]: LatLng, km: number) {
  const dLat = km / KM_PER_DEGREE;
  const farLat = Math.min(89, Math.abs(lat) + dLat);
  const dLng = km / (KM_PER_DEGREE * Math.cos(radians(farLat)));
  return { south: lat - dLat, west: lng - dLng, north: lat + dLat, east: lng + dLng };
}

/** A string's 32-bit FNV-1a hash: the same key, the same number, on every run. */
function hash32(key: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * A point within `maxKm` of `centre`, the same for the same key (an item's id): seeded items of one
 * pincode share its centre, and their pins would stack on one spot.
 */
export function jittered(centre: LatLng, key: string, maxKm = 0.4): LatLng {
  const h = hash32(key);
  const angle = ((h & 0xffff) / 0x10000) * 2 * Math.PI;
  // The square root spreads the points evenly over the disc rather than crowding its middle.
  const km = maxKm * Math.sqrt((h >>> 16) / 0x10000);
  const lat = centre[0] + (km * Math.sin(angle)) / KM_PER_DEGREE;
  const lng = centre[1] + (km * Math.cos(angle)) / (KM_PER_DEGREE * Math.cos(radians(centre[0])));
  return [Math.round(lat * 1e5) / 1e5, Math.round(lng * 1e5) / 1e5];
}
