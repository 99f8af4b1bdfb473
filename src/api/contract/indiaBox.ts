/**
 * docs/map.md#coordinates: India's box in degrees, what a place may be (the database's checks) and
 * what a map's box and a "within N km of" point must lie in (the map's query, the near filter).
 */
export const INDIA_BOX = { south: 6, north: 37.5, west: 68, east: 97.5 } as const;
