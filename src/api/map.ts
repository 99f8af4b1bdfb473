import { apiPaths, mapAreaResultSchema, propertySearchParams, type MapBox, type PropertySearchQuery } from './contract';
import { apiRequest } from './client';

/** The URL of a map area (docs/map.md#map-endpoint): the box, then the search's filters; also its SWR key. */
export function mapAreaUrl({ south, west, north, east }: MapBox, filters: PropertySearchQuery = {}) {
  const { sort: _sort, page: _page, pageSize: _pageSize, nearName: _nearName, ...matching } = filters;
  const search = propertySearchParams(matching);
  const box = new URLSearchParams({ south: `${south}`, west: `${west}`, north: `${north}`, east: `${east}` });
  return `${apiPaths.mapArea}?${box}${search ? `&${search}` : ''}`;
}

/** Public: the clusters and lone items of a box, with every search filter. */
export const getMapArea = (box: MapBox, filters: PropertySearchQuery = {}) =>
  apiRequest(mapAreaUrl(box, filters), { schema: mapAreaResultSchema });
