import type { WithinKm } from '@/api/contract';
// The address alone, without the contract's schemas: detail pages build this link and load none.
import { propertySearchParams } from '@/api/contract/searchParams';
import { paths } from '@/lib/paths';

// docs/map.md#near-filter: searches within a distance of a place, named for the page's heading.

/** The search page's address for the homes within `km` of a place in a city, the place named. */
export const searchAroundHref = (place: { lat: number; lng: number }, km: WithinKm, name: string, city: string) =>
  `${paths.allProperties}?${propertySearchParams({ city, nearLat: place.lat, nearLng: place.lng, withinKm: km, nearName: name })}`;

/** How far a detail page's "homes within" reaches. */
export const AROUND_ITEM_KM: WithinKm = 2;

/**
 * The search around an item's own pin, named by its title: none for an item without an exact place
 * (a place at its pincode's centre would measure from the wrong spot).
 */
export function aroundItem(
  item: { title: string; place?: { lat: number; lng: number; approximate: boolean } | null },
  city: string,
): { href: string; km: WithinKm } | undefined {
  if (!item.place || item.place.approximate) return undefined;
  return { href: searchAroundHref(item.place, AROUND_ITEM_KM, item.title, city), km: AROUND_ITEM_KM };
}
