// The scale bench's visitors (bench/scaleLoad.ts): random searches and suggestions as people make
// them, the long tail no cache holds: a city most of the time, often a BHK, a budget and sale or
// rent, sometimes a locality's name (or its start) to search for, any sort, pages 1 to 20; maps of
// a neighbourhood to a city with the same filters, and localities' pages. The same seed draws the
// same queries, at every size of the run.
import { apiPaths, propertySearchParams, propertySorts, type PropertySearchQuery } from '@/api/contract';
import { mapAreaUrl } from '@/api/map';
import { paths } from '@/lib/paths';
import { pincodeCentre } from '../server/places/pincodeCentres';
import { scaleCities, scalePlaces } from '../server/seed/places';
import { randomSource, type Random } from '../server/seed/scaleRandom';

const oneOf = <T>(random: Random, values: readonly T[]) => values[Math.floor(random() * values.length)]!;
const LAKH = 100_000;
const CRORE = 100 * LAKH;
/** Budgets as the filters offer them: [min, max], either end open. */
const saleBudgets: [number | undefined, number | undefined][] = [
  [undefined, 50 * LAKH],
  [50 * LAKH, CRORE],
  [CRORE, 2 * CRORE],
  [2 * CRORE, 5 * CRORE],
  [5 * CRORE, undefined],
];
const rentBudgets: [number | undefined, number | undefined][] = [
  [undefined, 20_000],
  [20_000, 50_000],
  [50_000, LAKH],
  [LAKH, undefined],
];
/** What people type into the suggestions box: the start of a locality's or a project's name. */
const projectWords = ['Heights', 'Greens', 'Residency', 'Skyline', 'Sahyadri', 'Kaveri', 'Palm'];

export function randomSearch(random: Random): PropertySearchQuery {
  const city = random() < 0.8 ? oneOf(random, scaleCities).city : undefined;
  const purpose = random() < 0.7 ? (random() < 0.67 ? 'sale' : 'rent') : undefined;
  const query: PropertySearchQuery = { city, purpose, sort: random() < 0.4 ? 'newest' : oneOf(random, propertySorts) };
  if (random() < 0.5) query.bhk = random() < 0.7 ? [Math.ceil(random() * 5)] : [2, 3];
  if (random() < 0.5) {
    const [minPrice, maxPrice] = oneOf(random, purpose === 'rent' ? rentBudgets : saleBudgets);
    Object.assign(query, { minPrice, maxPrice });
  }
  if (random() < 0.25) {
    const places = city ? scalePlaces.filter((p) => p.city === city) : scalePlaces;
    const { locality } = oneOf(random, places);
    query.q = random() < 0.5 ? locality : locality.slice(0, 3 + Math.floor(random() * 3));
  }
  query.page = random() < 0.5 ? 1 : 2 + Math.floor(random() * 19);
  return query;
}

export function randomSuggestion(random: Random) {
  const name = random() < 0.8 ? oneOf(random, scalePlaces).locality : oneOf(random, projectWords);
  const params = new URLSearchParams({ q: name.slice(0, 2 + Math.floor(random() * 4)) });
  if (random() < 0.5) params.set('city', oneOf(random, scaleCities).city);
  return params;
}

const KM_PER_DEGREE = 111.2;

/**
 * A map a person looks at (docs/map.md#map-endpoint): around a locality, 1 to 15 km from its centre
 * to the edge (a neighbourhood to a whole city), with a search's filters; the city the search page
 * sends beside the box most of the time.
 */
export function randomMapArea(random: Random) {
  const place = oneOf(random, scalePlaces);
  const [lat, lng] = pincodeCentre(place.pincode) ?? [19.07, 72.88];
  const km = 1 + random() * 14;
  const dLat = km / KM_PER_DEGREE;
  const dLng = km / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  const { q: _text, ...filters } = randomSearch(random);
  const box = { south: lat - dLat, north: lat + dLat, west: lng - dLng, east: lng + dLng };
  return mapAreaUrl(box, { ...filters, city: random() < 0.8 ? place.city : undefined });
}

export type RandomCall = 'search' | 'suggestions' | 'map' | 'locality';

/** Endless addresses of one kind of call, drawn from a seeded source. */
export function randomPaths(kind: RandomCall, seed = 33) {
  const random = randomSource(seed);
  const next: Record<RandomCall, () => string> = {
    search: () => `${apiPaths.listings}?${propertySearchParams(randomSearch(random))}`,
    suggestions: () => `${apiPaths.searchSuggestions}?${randomSuggestion(random)}`,
    map: () => randomMapArea(random),
    // A locality's page, rendered on the server (docs/localities.md).
    locality: () => {
      const { city, locality } = oneOf(random, scalePlaces);
      return paths.locality(city, locality);
    },
  };
  return next[kind];
}
