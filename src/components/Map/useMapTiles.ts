import useSWR from 'swr';
import { apiPaths, apiRequest, mapTilesSchema } from '@/api';

/** docs/map.md#tiles: where the tiles come from, the server's configuration, asked once per page. */
export const useMapTiles = () =>
  useSWR(apiPaths.mapTiles, () => apiRequest(apiPaths.mapTiles, { schema: mapTilesSchema }), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
