import { HttpResponse } from 'msw';
import { apiPaths, mapAreaQuerySchema } from '@/api/contract';
import { mockMapArea } from '../map';
import { badRequest, endpoint } from './scenario';

const area = endpoint('get', apiPaths.mapArea, ({ request }) => {
  const parsed = mapAreaQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid map area');
  return HttpResponse.json(mockMapArea(parsed.data));
});

/** docs/map.md#map-endpoint: the map's markers; `empty` for an area with nothing in it. */
export const map = {
  area: { ...area, empty: area.answer(200, { clusters: [], items: [], total: 0 }) },
};
