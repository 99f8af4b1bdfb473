import { sql, type SQL } from 'drizzle-orm';
import { type MapAreaItem, type MapAreaResult, type PropertyKind, type PropertySearchFilters } from '@/api/contract';
import type { Database } from '../db/client';
import { all, branchesOf } from '../search/branches';
import { readablePaths } from '../ssr/readablePaths';
import type { LatLng } from '@/api/contract/coordinates';
import { inBox, kmFrom, withinKm, type Box } from '../search/near';

// docs/map.md#map-queries: the map's reads over the read model, with every filter of search (its
// branches, each kind whole) and a place condition that the GiST index answers.

/** Cells a side is cut into: the box's grid has at most (GRID_DIVISIONS + 1)² = 100 cells. */
export const GRID_DIVISIONS = 9;

/** The map's answer (the contract's MapAreaResult): clusters, lone items, and every match counted. */
export type MapArea = MapAreaResult;

/** The query's public items that meet `place` (a condition over `s`), as one union of its branches. */
function matching(query: PropertySearchFilters, place: SQL, columns: SQL) {
  const branches = branchesOf(query, { oneBranch: true });
  if (branches.length === 0) return null;
  return sql.join(
    branches.map((branch) => sql`select ${columns} from search_items s where ${all([branch.where, place])}`),
    sql` union all `,
  );
}

/**
 * The query's items in a box, as grid clusters computed in SQL. The grid's cells are a ninth of the
 * box a side, aligned to multiples of their size (not to the box), so a pan keeps the clusters
 * that stay in view; a cell of one item answers that item.
 */
export async function mapArea(database: Database, query: PropertySearchFilters, box: Box): Promise<MapArea> {
  const found = matching(query, inBox(box), sql`s.kind, s.id, s.title, s.price, s.priced, s.purpose, s.lat, s.lng`);
  if (!found) return { clusters: [], items: [], total: 0 };
  const cellLat = Math.max((box.north - box.south) / GRID_DIVISIONS, 1e-6);
  const cellLng = Math.max((box.east - box.west) / GRID_DIVISIONS, 1e-6);
  const json = await database.preparedText(sql`with found as (${found}),
    cells as (
      select count(*)::int as count, avg(lat) as lat, avg(lng) as lng,
        min(price) filter (where purpose = 'sale' and priced) as min_sale_price,
        min(price) filter (where purpose = 'rent') as min_rent,
        min(kind) as kind, min(id) as id, min(title) as title, min(price) as price, min(purpose) as purpose
      from found
      group by floor(lat / ${cellLat}::float8), floor(lng / ${cellLng}::float8))
    select json_build_object(
      'clusters', coalesce(json_agg(json_build_object('count', count, 'lat', lat, 'lng', lng,
        'minSalePrice', min_sale_price, 'minRent', min_rent) order by lat, lng) filter (where count > 1), '[]'),
      'items', coalesce(json_agg(json_build_object('kind', kind, 'id', id, 'title', title, 'price', price, 'purpose', purpose,
        'lat', lat, 'lng', lng) order by lat, lng) filter (where count = 1), '[]'),
      'total', coalesce(sum(count), 0)::int)::text
    from cells`);
  if (json === null) throw new Error('the map statement answered no row');
  const area = JSON.parse(json) as Omit<MapArea, 'items'> & { items: Omit<MapAreaItem, 'path'>[] };
  // A marker's popup links the item's page, as its card does.
  return {
    ...area,
    items: area.items.map((item) => ({
      ...item,
      path:
        item.kind === 'builder-project'
          ? readablePaths.project(item.id, item.title)
          : readablePaths.listing(item.id, item.title),
    })),
  };
}

/** An item within reach of a point, and how far it is. */
export interface NearItem {
  kind: PropertyKind;
  id: string;
  km: number;
}

/**
 * The query's items within `km` of a point, nearest first (docs/map.md#radius): "within 2 km of"
 * a locality or a pin. At most `limit`; the box pre-filter reads the GiST index.
 */
export async function itemsWithinKm(
  database: Database,
  query: PropertySearchFilters,
  centre: LatLng,
  km: number,
  limit = 200,
): Promise<NearItem[]> {
  const found = matching(query, withinKm(centre, km), sql`s.kind, s.id, ${kmFrom(centre)} as km`);
  if (!found) return [];
  const json = await database.preparedText(sql`select coalesce(json_agg(json_build_object('kind', kind, 'id', id,
      'km', km) order by km, id), '[]')::text
    from (select * from (${found}) near order by km, id limit ${limit}) nearest`);
  return JSON.parse(json ?? '[]') as NearItem[];
}
