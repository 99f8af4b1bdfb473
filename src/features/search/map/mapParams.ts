import { clampToIndia, type MapBox } from '@/api';

// docs/map.md#map-view: the map's part of the search page's address. `view=map` opens the map (beside
// the list on a desktop, instead of it on a phone); `box` is the area last searched, so a reload or
// Back shows the same markers.

export const VIEW_PARAM = 'view';
export const BOX_PARAM = 'box';

/** Four decimals, about 11 m: a box's edges as the address writes them and the server caches them. */
const rounded = (degrees: number) => Math.round(degrees * 10_000) / 10_000;

/** A map's bounds as the box to search: inside India's box, to four decimals. */
export function searchBoxOf(bounds: MapBox): MapBox {
  const { south, west, north, east } = clampToIndia(bounds);
  return { south: rounded(south), west: rounded(west), north: rounded(north), east: rounded(east) };
}

/** `south,west,north,east`, the order the endpoint names them. */
export const boxParam = ({ south, west, north, east }: MapBox) => [south, west, north, east].join(',');

/** The address's box, or null for none or one that is not four numbers in order. */
export function boxFromParam(value: string | null): MapBox | null {
  const edges = value?.split(',').map(Number) ?? [];
  if (edges.length !== 4 || !edges.every(Number.isFinite)) return null;
  const [south, west, north, east] = edges as [number, number, number, number];
  return south < north && west < east ? { south, west, north, east } : null;
}

/** The search string of `filters` with the map's own parameters of `current` kept: a filter change keeps the map open. */
export function withMapParams(filters: string, current: URLSearchParams): string {
  const next = new URLSearchParams(filters);
  for (const name of [VIEW_PARAM, BOX_PARAM]) {
    const value = current.get(name);
    if (value) next.set(name, value);
  }
  return next.toString();
}
