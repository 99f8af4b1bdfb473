import { http, HttpResponse } from 'msw';
import { apiPaths, DEFAULT_MAP_TILES, mapAreaQuerySchema } from '@/api/contract';
import { mockMapArea } from '../map';
import { testTilePng } from '../tiles';
import { badRequest, endpoint } from './scenario';

const area = endpoint('get', apiPaths.mapArea, ({ request }) => {
  const parsed = mapAreaQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid map area');
  return HttpResponse.json(mockMapArea(parsed.data));
});

/** docs/map.md#tiles-in-tests: the mock server's tiles are its own (mapTileImages), never a provider's. */
export const MOCK_TILE_URL = '/mock-tiles/grid/{z}/{x}/{y}.png';

const tilesAt = (url: string) => () =>
  HttpResponse.json({ ...DEFAULT_MAP_TILES, url }, { headers: { 'cache-control': 'public, max-age=3600' } });
const tiles = endpoint('get', apiPaths.mapTiles, tilesAt(MOCK_TILE_URL));

/**
 * The tile images: the test tile, and a 404 for every tile of the set `missing` (a provider that is
 * down or refuses us). A set of its own, not a scenario of the same URLs: a tile the browser has
 * shown once comes from its image cache, whatever a later story's handler would say.
 */
export const mapTileImages = http.get('*/mock-tiles/:set/:z/:x/:y', ({ params }) =>
  params.set === 'missing'
    ? new HttpResponse(null, { status: 404 })
    : HttpResponse.arrayBuffer(testTilePng().buffer, { headers: { 'content-type': 'image/png' } }),
);

/** docs/map.md#map-endpoint: the map's markers; `empty` for an area with nothing in it. */
export const map = {
  area: { ...area, empty: area.answer(200, { clusters: [], items: [], total: 0 }) },
  /** `failing`: tiles from a set that answers 404 for each. */
  tiles: { ...tiles, failing: endpoint('get', apiPaths.mapTiles, tilesAt('/mock-tiles/missing/{z}/{x}/{y}.png')).ok },
};
