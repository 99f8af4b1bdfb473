import { z } from 'zod';
import { lazySchema } from './lazySchema';

/*
 * docs/map.md#tiles: GET /api/map/tiles (mapPath.ts), where the map's tiles come from and whose they
 * are: the server's configuration (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_TILE_ATTRIBUTION_URL),
 * read at run time, so one build serves any provider; the CSP's img-src admits that tile origin only.
 */

/** OpenStreetMap's own tiles: fine for development and light use, never for heavy production traffic. */
export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
  maxZoom: 19,
};

export const mapTilesSchema = lazySchema(() =>
  z.object({
    /** Leaflet's template: {z}, {x} and {y}; absolute, or a path on our own origin. */
    url: z.string(),
    /** Plain text, shown in the map's corner as a link to attributionUrl. */
    attribution: z.string(),
    attributionUrl: z.string(),
    maxZoom: z.number().int().min(1).max(22),
  }),
);
export type MapTiles = z.infer<typeof mapTilesSchema>;
