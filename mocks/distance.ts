import { haversineKm, type LatLng } from '@/api/contract/coordinates';
import { kmFromCentre } from '@/api/contract/localityFacts';
import { matchingMockItems } from './search';

// docs/localities.md#locality-distance, as the server measures it (server/localities/distance.ts): the item's
// place against its locality's centre, the per-axis median of the placed public items of its city and
// locality (compared without case).

/** PostgreSQL's percentile_cont(0.5): an even count takes the mean of the middle two. */
function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
}

/**
 * A detail answer's `kmFromLocalityCentre`: null for an item that is not public, has no place, stands
 * alone, or whose answered place is approximate.
 */
export function mockKmFromLocalityCentre(
  kind: 'listing' | 'builder-project',
  id: string,
  answered: { approximate: boolean } | null,
): number | null {
  if (answered?.approximate) return null;
  const items = matchingMockItems({});
  const item = items.find((c) => c.summary.kind === kind && c.summary._id === id);
  if (!item?.place) return null;
  const key = (c: (typeof items)[number]) => `${c.summary.city}|${c.summary.locality}`.toLowerCase();
  const places = items.filter((c) => c.place && key(c) === key(item)).map((c) => c.place as LatLng);
  const centre: LatLng = [median(places.map(([lat]) => lat)), median(places.map(([, lng]) => lng))];
  return kmFromCentre(haversineKm(centre, item.place), places.length);
}
