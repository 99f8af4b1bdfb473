import {
  BHK_FILTER_PLUS,
  carpetPrice,
  projectBhks,
  summaryOfListing,
  summaryOfProject,
  typesMatching,
  MAX_LOCALITY_SUGGESTIONS,
  MAX_PROJECT_SUGGESTIONS,
  projectUnits,
  similarPriceRange,
  suggestionMatches,
  MAX_SIMILAR_PROPERTIES,
  MIN_TEXT_CORRECTED,
  MIN_TEXT_INSIDE_WORDS,
  nearFilterOf,
  SEARCH_TOTAL_CAP,
  sortsWithinPurpose,
  type BuilderProject,
  type SearchSuggestion,
  type SearchSuggestionQuery,
  type Listing,
  type ParsedPropertySearchQuery,
  type PropertySearchFilters,
  type PropertySearchResult,
  type PropertySummary,
} from '@/api/contract';
import { haversineKm, type LatLng } from '@/api/contract/coordinates';
import { db } from './db';
import { mockPlaceOf } from './places';
import { isAlike, nameAlike } from './trigrams';

/** docs/listings.md#listing-status: in search means approved and live; every public list of the mocks reads this. */
export const isPublicListing = (l: Listing) => l.reviewState === 'approved' && l.status === 'live';

export interface Candidate {
  summary: PropertySummary;
  /** Every BHK the property offers (a project: each configuration's). */
  bhks: number[];
  /** Sq ft, when known: a listing's carpet area, a flat project's smallest configuration's. */
  carpet?: number;
  /** A listing's rupees per sq.ft carpet, as its card shows it; projects have none (several rates). */
  carpetRate?: number;
  furnishing?: string;
  /** 'yyyy-mm' of possession when under construction. */
  possessionBy?: string;
  /** Where it stands on the map (mocks/places.ts); null when it has no place. */
  place: LatLng | null;
}

const timelineMonths = { '3 months': 3, '6 months': 6, '1 year': 12, '2 years': 24 } as const;
const positive = (n: number | null | undefined) => (n && n > 0 ? n : undefined);

function listingCandidate(l: Listing): Candidate {
  return {
    summary: summaryOfListing(l),
    bhks: l.bhk === null ? [] : [l.bhk],
    carpet: positive(l.carpetArea),
    carpetRate: positive(l.carpetArea) ? (carpetPrice(l)?.perSqft ?? undefined) : undefined,
    furnishing: l.furnishing || undefined,
    possessionBy: l.possessionBy || undefined,
    place: mockPlaceOf(l._id, l.location.pincode),
  };
}

/** A project's card as the server's search writes it: posted by its builder's company (docs/listings.md#posted-by). */
const projectCard = (p: BuilderProject) =>
  summaryOfProject(p, db.builders.find((builder) => builder._id === p.postedBy)?.companyName);

function projectCandidate(p: BuilderProject): Candidate {
  const carpets = (p.flatDetails?.configurations ?? []).flatMap((c) => positive(c.carpetArea) ?? []);
  const posted = new Date(p.createdAt);
  if (p.completionTimeline) posted.setUTCMonth(posted.getUTCMonth() + timelineMonths[p.completionTimeline]);
  return {
    summary: projectCard(p),
    bhks: projectBhks(p),
    carpet: carpets.length ? Math.min(...carpets) : undefined,
    possessionBy: p.completionTimeline ? posted.toISOString().slice(0, 7) : undefined,
    place: mockPlaceOf(p._id, p.location?.pincode),
  };
}

/** A figure inside a range; without the figure, only when there is no range. */
const within = (figure: number | undefined, min: number | undefined, max: number | undefined) =>
  figure === undefined
    ? min === undefined && max === undefined
    : (min === undefined || figure >= min) && (max === undefined || figure <= max);

const posterOf = { Seller: 'owner', Agent: 'agent', Builder: 'builder' } as const;

function matchesNew(c: Candidate, query: PropertySearchFilters) {
  const { minCarpet, maxCarpet, furnishing, possession, postedBy } = query;
  if (!within(c.carpet, minCarpet, maxCarpet)) return false;
  if (!within(c.carpetRate, query.minCarpetRate, query.maxCarpetRate)) return false;
  if (furnishing?.length && !furnishing.some((f) => f === c.furnishing)) return false;
  if (postedBy?.length && !postedBy.includes(posterOf[c.summary.postedByRole])) return false;
  const ready = c.summary.status === 'ready to move';
  if (possession === 'ready' && !ready) return false;
  if (possession && possession !== 'ready' && !ready && !(c.possessionBy && c.possessionBy <= `${possession}-12`))
    return false;
  const near = nearFilterOf(query);
  return !near || (c.place !== null && haversineKm(near.centre, c.place) <= near.km);
}

const lower = (text: string) => text.toLocaleLowerCase('en-IN');

/** docs/listings.md#search-text: inside a word from three characters on, else at a word's start. */
const textFound = (name: string, text: string) =>
  text.length >= MIN_TEXT_INSIDE_WORDS ? lower(name).includes(lower(text)) : suggestionMatches(name, text);

function matches(candidate: Candidate, query: PropertySearchFilters) {
  const { summary, bhks } = candidate;
  if (query.kind && summary.kind !== query.kind) return false;
  if (query.city && lower(summary.city) !== lower(query.city)) return false;
  if (query.q && ![summary.locality, summary.title].some((text) => textFound(text, query.q!))) return false;
  if (query.type?.length && !query.type.flatMap(typesMatching).includes(summary.propertyType)) return false;
  if (query.bhk?.length && !bhks.some((n) => query.bhk!.some((b) => (b >= BHK_FILTER_PLUS ? n >= b : n === b))))
    return false;
  if (query.minPrice !== undefined && summary.price < query.minPrice) return false;
  if (query.maxPrice !== undefined && summary.price > query.maxPrice) return false;
  if (query.purpose && summary.purpose !== query.purpose) return false;
  if (query.status && summary.status !== query.status) return false;
  return matchesNew(candidate, query);
}

const newestFirst = (a: PropertySummary, b: PropertySummary) =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);
/** Ascending by a figure, what has none last, ties newest first. */
const by =
  (figure: (c: Candidate) => number | undefined, direction = 1) =>
  (a: Candidate, b: Candidate) => {
    const [x, y] = [figure(a), figure(b)];
    if (x === undefined || y === undefined)
      return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0) || newestFirst(a.summary, b.summary);
    return direction * (x - y) || newestFirst(a.summary, b.summary);
  };
const orders: Record<ParsedPropertySearchQuery['sort'], (a: Candidate, b: Candidate) => number> = {
  newest: (a, b) => newestFirst(a.summary, b.summary),
  'price-asc': by((c) => c.summary.price),
  'price-desc': by((c) => c.summary.price, -1),
  'carpet-asc': by((c) => c.carpet),
  'carpet-desc': by((c) => c.carpet, -1),
  'carpet-price-asc': by((c) => c.carpetRate),
  'carpet-price-desc': by((c) => c.carpetRate, -1),
};

/** docs/listings.md#search-price-sort: for sale first (projects are), then for rent. */
const forRent = (c: Candidate) => (c.summary.purpose === 'rent' ? 1 : 0);

/**
 * GET /api/properties over the mock db: the semantics documented on propertySearchQuerySchema, and
 * a text that finds nothing read as the nearest locality, as the server does (docs/listings.md#search-typos).
 */
export function searchMockProperties(query: ParsedPropertySearchQuery): PropertySearchResult {
  const typed = searchAsTyped(query);
  if (typed.total > 0 || !query.q || query.q.length < MIN_TEXT_CORRECTED) return typed;
  const nearest = nearestMockLocality(query.q, query.city);
  if (!nearest || lower(nearest) === lower(query.q)) return typed;
  const corrected = searchAsTyped({ ...query, q: nearest });
  return corrected.total > 0 ? { ...corrected, correctedText: nearest } : typed;
}

function nearestMockLocality(text: string, city: string | undefined): string | undefined {
  const localities = [
    ...db.listings.filter(isPublicListing).map(summaryOfListing),
    ...db.projects.filter((p) => p.reviewState === 'approved').map(projectCard),
  ]
    .filter((place) => !city || lower(place.city) === lower(city))
    .map((place) => place.locality)
    .filter((locality) => isAlike(locality, text));
  return localities.sort((a, b) => nameAlike(b, text) - nameAlike(a, text))[0];
}

/** The public items the filters match, unordered: what search pages and the map clusters. */
export function matchingMockItems(query: PropertySearchFilters): Candidate[] {
  return [
    ...db.listings.filter(isPublicListing).map(listingCandidate),
    ...db.projects.filter((p) => p.reviewState === 'approved').map(projectCandidate),
  ].filter((c) => matches(c, query));
}

function searchAsTyped(query: ParsedPropertySearchQuery): PropertySearchResult {
  const found = matchingMockItems(query)
    .sort((a, b) => (sortsWithinPurpose(query) ? forRent(a) - forRent(b) : 0) || orders[query.sort](a, b))
    .map((c) => c.summary);
  const start = (query.page - 1) * query.pageSize;
  // The server counts to the cap: past it, the total and the counts stop there.
  const total = Math.min(found.length, SEARCH_TOTAL_CAP);
  const listings = Math.min(found.filter((s) => s.kind === 'listing').length, total);
  return {
    items: found.slice(start, start + query.pageSize),
    total,
    ...(found.length > SEARCH_TOTAL_CAP ? { totalIsCapped: true as const } : {}),
    counts: { listings, projects: total - listings },
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/properties/suggestions over the mock db (docs/listings.md#search-suggestions). */
export function suggestMockPlaces({ q, city }: SearchSuggestionQuery): SearchSuggestion[] {
  const inCity = (c: string) => !city || lower(c) === lower(city);
  const projects = db.projects
    .filter((p) => p.reviewState === 'approved')
    .map((p) => ({ project: p, summary: projectCard(p) }))
    .filter(({ summary }) => inCity(summary.city));
  const inPlace = [
    ...db.listings.filter(isPublicListing).map(summaryOfListing),
    ...projects.map((p) => p.summary),
  ].filter((p) => inCity(p.city));
  // docs/listings.md#search-typos: no locality by a word's start, then those most like the text.
  const prefixed = inPlace.filter((p) => suggestionMatches(p.locality, q));
  const fuzzy = prefixed.length === 0 && q.length >= MIN_TEXT_CORRECTED;
  const places = fuzzy ? inPlace.filter((p) => isAlike(p.locality, q)) : prefixed;
  const counted = new Map<string, SearchSuggestion & { kind: 'locality' }>();
  for (const place of places) {
    const key = `${lower(place.locality)}|${lower(place.city)}`;
    const seen = counted.get(key);
    if (seen) seen.count += 1;
    else counted.set(key, { kind: 'locality', locality: place.locality, city: place.city, count: 1 });
  }
  const closeness = (locality: string) => (fuzzy ? nameAlike(locality, q) : 0);
  const localities = [...counted.values()]
    .sort(
      (a, b) =>
        closeness(b.locality) - closeness(a.locality) ||
        b.count - a.count ||
        lower(a.locality).localeCompare(lower(b.locality)),
    )
    .slice(0, MAX_LOCALITY_SUGGESTIONS);
  const named = projects
    .filter(({ summary }) => suggestionMatches(summary.title, q))
    .sort((a, b) => lower(a.summary.title).localeCompare(lower(b.summary.title)))
    .slice(0, MAX_PROJECT_SUGGESTIONS)
    .map(({ project, summary }) => ({
      kind: 'project' as const,
      _id: summary._id,
      name: summary.title,
      locality: summary.locality,
      city: summary.city,
      count: projectUnits(project).length,
    }));
  return [...localities, ...named];
}

/**
 * GET /api/properties/{id}/similar over the mock db (docs/listings.md#similar-properties), or null
 * when the listing is not public.
 */
export function similarMockListings(id: string): PropertySummary[] | null {
  const base = db.listings.find((l) => l._id === id && isPublicListing(l));
  if (!base) return null;
  const band = similarPriceRange(base.price ?? Number.NaN);
  return db.listings
    .filter(
      (l) =>
        isPublicListing(l) &&
        l._id !== base._id &&
        lower(l.location.city) === lower(base.location.city) &&
        l.propertyType === base.propertyType &&
        l.purpose === base.purpose &&
        l.price !== null &&
        l.price >= band.min &&
        l.price <= band.max,
    )
    .sort((a, b) => b.confirmedAt.localeCompare(a.confirmedAt) || b._id.localeCompare(a._id))
    .slice(0, MAX_SIMILAR_PROPERTIES)
    .map(summaryOfListing);
}
