import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { kmBetween, placed } from '../search/near';
import type { LatLng } from '@/api/contract/coordinates';
import { kmFromCentre } from '@/api/contract/localityFacts';

export interface LocalityDistance {
  km: number;
  /** The locality's centre: the median place of its public items. */
  centre: LatLng;
  /** How many placed items the centre is the median of (the item's own among them). */
  items: number;
}

/**
 * How far a public item is from the centre of its locality (city and locality as search holds them,
 * the locality compared without case as the facts do, through search_items_city_locality_idx): the
 * per-axis median of the places of the locality's public items, which one misplaced pin cannot drag,
 * so 'BANER' and 'Baner' share one centre. Null for an item that is not public or has no place.
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
      from search_items s join item on s.city_key = item.city_key and lower(s.locality) = lower(item.locality)
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

/**
 * docs/localities.md#locality-distance: what a detail GET answers as `kmFromLocalityCentre`: the km to
 * the locality's centre, or null (no place, not public, or alone among the locality's placed items).
 */
export async function kmFromLocalityCentre(database: Database, kind: 'listing' | 'builder-project', id: string) {
  const found = await kmToLocalityCentre(database, kind, id);
  return found && kmFromCentre(found.km, found.items);
}

/**
 * A detail answer with its distance to its locality's centre. None for an approximate place: an item
 * stood at its pincode's centre is not where the distance would say (docs/map.md#approximate-places),
 * and asking costs a statement.
 */
export const withKmFromLocalityCentre = async <Item extends { place?: { approximate: boolean } | null }>(
  database: Database,
  kind: 'listing' | 'builder-project',
  id: string,
  item: Item,
) => ({
  ...item,
  kmFromLocalityCentre: item.place?.approximate ? null : await kmFromLocalityCentre(database, kind, id),
});
