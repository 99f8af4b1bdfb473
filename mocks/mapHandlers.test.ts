import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mapAreaMessages, mapAreaResultSchema, propertySearchResultSchema, type MapBox } from '@/api/contract';
import { propertySearchUrl } from '@/api/listings';
import { mapAreaUrl } from '@/api/map';
import { resetDb } from './db';
import { handlers, map } from './handlers';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = (path: string) => fetch(`http://localhost${path}`);
const bengaluru: MapBox = { south: 12.8, west: 77.4, north: 13.2, east: 77.9 };
const pune: MapBox = { south: 18.4, west: 73.6, north: 18.7, east: 74 };
const areaOf = async (box: MapBox, filters = {}) =>
  mapAreaResultSchema.parse(await (await api(mapAreaUrl(box, filters))).json());
const searchTotal = async (query: object) =>
  propertySearchResultSchema.parse(await (await api(propertySearchUrl({ ...query, pageSize: 48 }))).json()).total;

describe('the map mocks (docs/map.md#map-endpoint)', () => {
  it("answers a city's box with every public item there, clustered on the grid", async () => {
    const area = await areaOf(bengaluru);
    expect(area.total).toBe(await searchTotal({ city: 'Bengaluru' }));
    const counted = area.clusters.reduce((sum, c) => sum + c.count, 0) + area.items.length;
    expect(counted).toBe(area.total);
    expect(area.clusters.length).toBeGreaterThan(0);
  });

  it('answers lone items with their title and page, and applies the filters', async () => {
    const area = await areaOf(pune);
    expect(area.clusters).toEqual([]);
    expect(area.items.map((i) => i.path)).toEqual(
      area.items.map((i) => expect.stringMatching(new RegExp(`^/property-detail/${i.id}/[a-z0-9-]+$`))),
    );
    expect(area.total).toBe(await searchTotal({ city: 'Pune' }));
    const rent = await areaOf(pune, { purpose: 'rent' });
    expect(rent.total).toBe(await searchTotal({ city: 'Pune', purpose: 'rent' }));
    expect(rent.items.every((i) => i.purpose === 'rent')).toBe(true);
  });

  it('honours the box: an area with nothing in it, and a box it cannot answer', async () => {
    expect(await areaOf({ south: 26.8, west: 75.7, north: 27, east: 75.9 })).toEqual({
      clusters: [],
      items: [],
      total: 0,
    });
    const refused = await api('/api/properties/map?south=18.7&west=73.6&north=18.4&east=74');
    expect([refused.status, await refused.json()]).toEqual([400, { message: mapAreaMessages.order }]);
  });

  it('searches within a distance of a place, as the server does', async () => {
    const koramangala = { nearLat: 12.9352, nearLng: 77.6245 };
    const nearby = await searchTotal({ ...koramangala, withinKm: 2 });
    expect(nearby).toBeGreaterThan(0);
    expect(nearby).toBeLessThan(await searchTotal({ city: 'Bengaluru' }));
    // Indiranagar's projects are 5 km away, Whitefield 14 km.
    expect(await searchTotal({ ...koramangala, withinKm: 10 })).toBeGreaterThan(nearby);
  });

  it('has named scenarios for stories: an empty area and a server error', async () => {
    server.use(map.area.empty);
    expect(await areaOf(bengaluru)).toEqual({ clusters: [], items: [], total: 0 });
    server.use(map.area.serverError);
    expect((await api(mapAreaUrl(bengaluru))).status).toBe(500);
  });
});
