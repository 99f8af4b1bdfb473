import { INDIA_BOX, type Pin } from '@/api/contract';
import { KM_PER_DEGREE } from '@/api/contract/coordinates';

/** How far one press of an arrow button moves the pin: a building's width, fine enough for a plot. */
export const NUDGE_METRES = 20;

export const directions = {
  north: [1, 0],
  south: [-1, 0],
  east: [0, 1],
  west: [0, -1],
} as const;
export type Direction = keyof typeof directions;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Six decimals, about 10 cm: what a pin needs, and what a request body shows. */
const rounded = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** A pin kept inside India's box (the server refuses one outside), to six decimals. */
export const pinWithin = ({ lat, lng }: Pin): Pin => ({
  lat: rounded(clamp(lat, INDIA_BOX.south, INDIA_BOX.north)),
  lng: rounded(clamp(lng, INDIA_BOX.west, INDIA_BOX.east)),
});

/** The pin moved NUDGE_METRES one way; a degree of longitude shrinks with the latitude's cosine. */
export function nudged(pin: Pin, direction: Direction): Pin {
  const [north, east] = directions[direction];
  const km = NUDGE_METRES / 1000;
  const dLat = (north * km) / KM_PER_DEGREE;
  const dLng = (east * km) / (KM_PER_DEGREE * Math.cos((pin.lat * Math.PI) / 180));
  return pinWithin({ lat: pin.lat + dLat, lng: pin.lng + dLng });
}
