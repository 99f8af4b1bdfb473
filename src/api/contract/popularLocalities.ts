import { z } from 'zod';
import { lazySchema } from './lazySchema';

/** docs/api.md#popular-localities: the home page's popular localities, from approved listings and projects. */
export const POPULAR_CITY_COUNT = 6;
export const POPULAR_LOCALITY_COUNT = 6;

export const popularLocalitySchema = lazySchema(() =>
  z.object({
    locality: z.string(),
    /** Approved listings and projects in the locality. */
    count: z.number().int().min(1),
  }),
);
export const popularLocalitiesSchema = lazySchema(() =>
  z.object({
    cities: z.array(z.object({ city: z.string(), localities: z.array(popularLocalitySchema) })),
  }),
);
export type PopularLocalities = z.infer<typeof popularLocalitiesSchema>;

/** What the database counts: approved listings and projects per city and locality. */
export interface PlaceCount {
  city: string;
  locality: string;
  count: number;
}

const byCountThenName =
  <T>(count: (t: T) => number, name: (t: T) => string) =>
  (a: T, b: T) =>
    count(b) - count(a) || name(a).localeCompare(name(b), 'en-IN');

/**
 * The cities with the most approved properties, each with its busiest localities (most first,
 * then by name). Used by the server and the mocks alike, so both rank the same way.
 */
export function rankPopularLocalities(places: readonly PlaceCount[]): PopularLocalities {
  const cities = new Map<string, PlaceCount[]>();
  for (const place of places) {
    if (!place.city.trim() || !place.locality.trim() || place.count < 1) continue;
    cities.set(place.city, [...(cities.get(place.city) ?? []), place]);
  }
  const total = (list: PlaceCount[]) => list.reduce((sum, p) => sum + p.count, 0);
  return {
    cities: [...cities.entries()]
      .sort(
        byCountThenName(
          ([, list]) => total(list),
          ([city]) => city,
        ),
      )
      .slice(0, POPULAR_CITY_COUNT)
      .map(([city, list]) => ({
        city,
        localities: list
          .sort(
            byCountThenName(
              (p) => p.count,
              (p) => p.locality,
            ),
          )
          .slice(0, POPULAR_LOCALITY_COUNT)
          .map(({ locality, count }) => ({ locality, count })),
      })),
  };
}
