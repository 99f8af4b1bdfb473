import type { MapAreaResult, ParsedMapAreaQuery } from '@/api/contract';
import { propertyHref } from '@/lib/paths';
import { matchingMockItems, type Candidate } from './search';

/** As the server's grid (server/geo/area.ts, GRID_DIVISIONS): a cell is a ninth of the box a side. */
const GRID_DIVISIONS = 9;

type Placed = Candidate & { place: [number, number] };

/**
 * GET /api/properties/map over the mock db (docs/map.md#map-endpoint): the matches in the box, edges
 * included, grouped on the server's grid (cells aligned to multiples of their size); a cell of one
 * item answers it alone. Clusters and items ordered by place, as the server orders them.
 */
export function mockMapArea({ south, west, north, east, ...filters }: ParsedMapAreaQuery): MapAreaResult {
  const inBox = matchingMockItems(filters).filter(
    (c): c is Placed =>
      c.place !== null && c.place[0] >= south && c.place[0] <= north && c.place[1] >= west && c.place[1] <= east,
  );
  const cellLat = Math.max((north - south) / GRID_DIVISIONS, 1e-6);
  const cellLng = Math.max((east - west) / GRID_DIVISIONS, 1e-6);
  const cells = new Map<string, Placed[]>();
  for (const c of inBox) {
    const key = `${Math.floor(c.place[0] / cellLat)} ${Math.floor(c.place[1] / cellLng)}`;
    cells.set(key, [...(cells.get(key) ?? []), c]);
  }
  const byPlace = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => a.lat - b.lat || a.lng - b.lng;
  const cheapest = (prices: number[]) => (prices.length ? Math.min(...prices) : null);
  const groups = [...cells.values()];
  const clusters = groups
    .filter((cell) => cell.length > 1)
    .map((cell) => ({
      count: cell.length,
      lat: cell.reduce((sum, c) => sum + c.place[0], 0) / cell.length,
      lng: cell.reduce((sum, c) => sum + c.place[1], 0) / cell.length,
      minSalePrice: cheapest(
        cell
          .filter((c) => c.summary.purpose !== 'rent' && Number.isFinite(c.summary.price))
          .map((c) => c.summary.price),
      ),
      minRent: cheapest(cell.filter((c) => c.summary.purpose === 'rent').map((c) => c.summary.price)),
    }))
    .sort(byPlace);
  const items = groups
    .flatMap((cell) => (cell.length === 1 ? cell : []))
    .map(({ summary, place }) => ({
      kind: summary.kind,
      id: summary._id,
      title: summary.title,
      path: propertyHref(summary),
      price: summary.price,
      purpose: summary.purpose ?? ('sale' as const),
      lat: place[0],
      lng: place[1],
    }))
    .sort(byPlace);
  return { clusters, items, total: inBox.length };
}
