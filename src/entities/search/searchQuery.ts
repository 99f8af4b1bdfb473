import {
  availabilityLabels,
  BHK_FILTER_PLUS,
  listingTypeLabels,
  propertySearchParams,
  propertySearchQuerySchema,
  purposeLabels,
  type ListingPurpose,
  type ParsedPropertySearchQuery,
  type PropertySearchQuery,
} from '@/api/contract';
import { paths } from '@/lib/paths';
import { formatPrice } from '@/lib/price';

/**
 * The near filter's parameters, which the contract takes together or not at all, and the place's
 * name, which goes with them (docs/map.md#near-filter).
 */
const NEAR_PARAMS = ['nearLat', 'nearLng', 'withinKm', 'nearName'] as const;

/**
 * The search as the page holds it: the URL's parameters, read leniently. A parameter the contract
 * refuses (a hand-edited `bhk=abc`) is dropped on its own, so one bad value never empties the page;
 * the near filter's three are kept or dropped together, since none is valid alone, and its place's
 * name is kept only with them.
 */
export function queryFromParams(params: URLSearchParams): ParsedPropertySearchQuery {
  const raw = Object.fromEntries(params);
  const kept: Record<string, string> = {};
  const near: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if ((NEAR_PARAMS as readonly string[]).includes(name)) near[name] = value;
    else if (propertySearchQuerySchema.safeParse({ [name]: value }).success) kept[name] = value;
  }
  const { nearName, ...place } = near;
  const placeKept = Object.keys(place).length === 3 && propertySearchQuerySchema.safeParse(place).success;
  if (placeKept) Object.assign(kept, place);
  if (placeKept && nearName !== undefined && propertySearchQuerySchema.safeParse({ nearName }).success)
    kept.nearName = nearName;
  return propertySearchQuerySchema.parse(kept);
}

/** The URL search string of a query (no '?'): the contract's names and order, defaults left out. */
export const paramsOf = (query: PropertySearchQuery) => propertySearchParams(query);

/** The property list's address for a search: the same parameters the list reads and shares. */
export function allPropertiesHref(query: PropertySearchQuery): string {
  const search = propertySearchParams(query);
  return search ? `${paths.allProperties}?${search}` : paths.allProperties;
}

/** The query without its near filter: what a saved search keeps of it (docs/map.md#near-filter). */
export const withoutNear = (query: ParsedPropertySearchQuery): ParsedPropertySearchQuery => ({
  ...query,
  nearLat: undefined,
  nearLng: undefined,
  withinKm: undefined,
  nearName: undefined,
});

/** A filter changed: every change starts again at page 1. */
export const withFilter = (
  query: ParsedPropertySearchQuery,
  change: Partial<ParsedPropertySearchQuery>,
): ParsedPropertySearchQuery => ({ ...query, ...change, page: 1 });

/** The filters a person set (not sort, page or page size): what 'Clear filters' removes. */
export function activeFilterCount(query: ParsedPropertySearchQuery): number {
  const { city, q, type, bhk, minPrice, maxPrice, purpose, status, kind } = query;
  const { minCarpet, maxCarpet, minCarpetRate, maxCarpetRate, furnishing, possession, postedBy } = query;
  return [
    city,
    q,
    type?.length ? type : undefined,
    bhk?.length ? bhk : undefined,
    minPrice ?? maxPrice,
    purpose,
    status,
    kind,
    minCarpet ?? maxCarpet,
    minCarpetRate ?? maxCarpetRate,
    furnishing?.length ? furnishing : undefined,
    possession,
    postedBy?.length ? postedBy : undefined,
    query.withinKm,
  ].filter((value) => value !== undefined && value !== '').length;
}

export const clearedFilters = (query: ParsedPropertySearchQuery): ParsedPropertySearchQuery => ({
  sort: query.sort,
  page: 1,
  pageSize: query.pageSize,
});

export interface PriceBand {
  id: string;
  label: string;
  minPrice?: number;
  maxPrice?: number;
}

const LAKH = 100_000;
const CRORE = 10_000_000;

/** Budgets people pick on Indian portals: prices to buy, monthly rents to rent. */
export const saleBands: readonly PriceBand[] = [
  { id: 'under-50l', label: 'Under 50 L', maxPrice: 50 * LAKH },
  { id: '50l-1cr', label: '50 L - 1 Cr', minPrice: 50 * LAKH, maxPrice: CRORE },
  { id: '1cr-2cr', label: '1 Cr - 2 Cr', minPrice: CRORE, maxPrice: 2 * CRORE },
  { id: '2cr-5cr', label: '2 Cr - 5 Cr', minPrice: 2 * CRORE, maxPrice: 5 * CRORE },
  { id: 'above-5cr', label: 'Above 5 Cr', minPrice: 5 * CRORE },
];
export const rentBands: readonly PriceBand[] = [
  { id: 'under-15k', label: 'Under ₹15,000 a month', maxPrice: 15_000 },
  { id: '15k-30k', label: '₹15,000 - ₹30,000 a month', minPrice: 15_000, maxPrice: 30_000 },
  { id: '30k-60k', label: '₹30,000 - ₹60,000 a month', minPrice: 30_000, maxPrice: 60_000 },
  { id: '60k-1l', label: '₹60,000 - ₹1 L a month', minPrice: 60_000, maxPrice: LAKH },
  { id: 'above-1l', label: 'Above ₹1 L a month', minPrice: LAKH },
];

export const bandsFor = (purpose: ListingPurpose | undefined) => (purpose === 'rent' ? rentBands : saleBands);

/** The budget choices for a query: its bands, plus the query's own range when it is not one of them (a shared link). */
export function priceChoices(query: ParsedPropertySearchQuery): { bands: PriceBand[]; selected: string } {
  const bands = [...bandsFor(query.purpose)];
  const { minPrice, maxPrice } = query;
  if (minPrice === undefined && maxPrice === undefined) return { bands, selected: '' };
  const match = bands.find((b) => b.minPrice === minPrice && b.maxPrice === maxPrice);
  if (match) return { bands, selected: match.id };
  const custom = { id: 'custom', label: priceRangeLabel(minPrice, maxPrice), minPrice, maxPrice };
  return { bands: [...bands, custom], selected: custom.id };
}

export function priceRangeLabel(minPrice?: number, maxPrice?: number): string {
  if (minPrice !== undefined && maxPrice !== undefined) return `${formatPrice(minPrice)} - ${formatPrice(maxPrice)}`;
  if (maxPrice !== undefined) return `Under ${formatPrice(maxPrice)}`;
  if (minPrice !== undefined) return `Above ${formatPrice(minPrice)}`;
  return 'Any price';
}

/** '124 properties', '1 property'; a count the server stopped at (totalIsCapped): '10,000+ properties'. */
export const resultCountText = (total: number, capped = false) =>
  `${total.toLocaleString('en-IN')}${capped ? '+' : ''} ${total === 1 && !capped ? 'property' : 'properties'}`;

export const bhkLabel = (bhk: number) => (bhk >= BHK_FILTER_PLUS ? `${bhk}+ BHK` : `${bhk} BHK`);

/** The near filter's place as words say it: its name, or 'the place picked' when it came with none. */
export const nearPlaceName = (query: ParsedPropertySearchQuery) => query.nearName ?? 'the place picked';

/** The near filter in words (docs/map.md#near-filter): 'within 2 km of Baner'. Empty without the filter. */
export const nearWords = (query: ParsedPropertySearchQuery) =>
  query.nearLat === undefined || query.nearLng === undefined || query.withinKm === undefined
    ? ''
    : `within ${query.withinKm} km of ${nearPlaceName(query)}`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A kept search's summary (docs/listings.md#saved-searches): its address parameters, read as the page reads them. */
export const describeSavedSearch = (search: string) => describeSearch(queryFromParams(new URLSearchParams(search)));

/** A search in words, for the recent searches: '2, 3 BHK Flat for Sale in Pune, Under 50 L'. */
export function describeSearch(query: ParsedPropertySearchQuery): string {
  const what = [
    query.bhk?.length ? `${query.bhk.join(', ')}${query.bhk.some((b) => b >= BHK_FILTER_PLUS) ? '+' : ''} BHK` : '',
    query.type?.length
      ? query.type.map((t) => (t === 'mixed use' ? 'Mixed Use' : listingTypeLabels[t])).join(' or ')
      : 'Properties',
    query.purpose ? purposeLabels[query.purpose].toLowerCase() : '',
  ]
    .filter(Boolean)
    .join(' ');
  const where = [query.q, query.city].filter(Boolean).join(', ');
  const budget = priceChoices(query);
  const extras = [
    budget.bands.find((b) => b.id === budget.selected)?.label ?? '',
    query.status ? availabilityLabels[query.status] : '',
    query.kind === 'builder-project' ? 'New projects' : query.kind === 'listing' ? 'Owners and agents' : '',
    capitalised(nearWords(query)),
  ].filter(Boolean);
  return [where ? `${what} in ${where}` : what, ...extras].join(' · ');
}
