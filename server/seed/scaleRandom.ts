import { scaleCities, scalePlaces, type Place } from './places';

// The scale seed's random draws (server/seed/scale.ts): a seeded source, so the same seed gives the
// same items, and the place of each item, weighted as people list.

/** A random source in [0, 1): mulberry32, small and good enough for test data. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export type Random = ReturnType<typeof randomSource>;

export const between = (random: Random, low: number, high: number) => low + random() * (high - low);
export const whole = (random: Random, low: number, high: number) => Math.floor(between(random, low, high + 1));
export const oneOf = <T>(random: Random, values: readonly T[]) => values[Math.floor(random() * values.length)]!;
/** A value by its weight: `[[value, weight], ...]`. */
export function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  let left = random() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of choices) if ((left -= weight) < 0) return value;
  return choices[choices.length - 1]![0];
}

/**
 * Each place's share of the listings: its city's weight spread over its localities, some busier
 * than others (a stable 1-4 from the name), as cumulative sums for a binary search.
 */
const placeWeights = (() => {
  const cityWeight = new Map(scaleCities.map((c) => [c.city, c.weight]));
  const localityCount = new Map<string, number>();
  for (const p of scalePlaces) localityCount.set(p.city, (localityCount.get(p.city) ?? 0) + 1);
  const busyness = (name: string) => 1 + ([...name].reduce((h, c) => h * 31 + c.charCodeAt(0), 7) % 4);
  let total = 0;
  return scalePlaces.map(
    (p) => (total += (cityWeight.get(p.city)! * busyness(p.locality)) / localityCount.get(p.city)!),
  );
})();

export function pickPlace(random: Random): Place {
  const target = random() * placeWeights[placeWeights.length - 1]!;
  let low = 0;
  let high = placeWeights.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (placeWeights[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return scalePlaces[low]!;
}
