import { z } from 'zod';
import { projectStatuses } from './builderProject';
import {
  availabilities,
  furnishings,
  listingPurposes,
  listingTypes,
  MAX_BHK,
  MAX_PRICE,
  MIN_BHK,
  posterRoles,
  type ListingPurpose,
} from './listingChoices';
import { DEFAULT_PAGE_SIZE } from './pageSize';
import { lazySchema } from './lazySchema';
import { checkNearFilter, nearFilterFields } from './nearFilter';

/** Search: GET /api/properties over approved listings and approved builder projects. */
export const propertyKinds = ['listing', 'builder-project'] as const;
export type PropertyKind = (typeof propertyKinds)[number];
/** Builder projects add a mixed-use kind (shop/office); a shop or office filter matches it too. */
export const propertySummaryTypes = [...listingTypes, 'mixed use'] as const;
export type PropertySummaryType = (typeof propertySummaryTypes)[number];
export const propertySorts = [
  'newest',
  'price-asc',
  'price-desc',
  'carpet-asc',
  'carpet-desc',
  'carpet-price-asc',
  'carpet-price-desc',
] as const;
export type PropertySort = (typeof propertySorts)[number];
export const propertySortLabels: Record<PropertySort, string> = {
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'carpet-asc': 'Carpet area: small to large',
  'carpet-desc': 'Carpet area: large to small',
  'carpet-price-asc': 'Price per sq.ft carpet: low to high',
  'carpet-price-desc': 'Price per sq.ft carpet: high to low',
};
/**
 * docs/listings.md#search-price-sort: the sorts that read a price (a rent's is a month's) never mix
 * rents with prices to buy: without a purpose, what is for sale comes first, then what is for rent.
 */
const priceSorts: ReadonlySet<PropertySort> = new Set([
  'price-asc',
  'price-desc',
  'carpet-price-asc',
  'carpet-price-desc',
]);
export const sortsWithinPurpose = (query: { sort: PropertySort; purpose?: ListingPurpose | undefined }) =>
  priceSorts.has(query.sort) && query.purpose === undefined;
/** docs/listings.md#search-posted-by: owners are Sellers' listings, agents Agents' listings, builders the projects. */
export const postedByChoices = ['owner', 'agent', 'builder'] as const;
export type PostedBy = (typeof postedByChoices)[number];
export const postedByLabels: Record<PostedBy, string> = { owner: 'Owner', agent: 'Agent', builder: 'Builder' };
/** docs/listings.md#search-possession: ready to move now, or by the end of a year. */
export const POSSESSION_READY = 'ready';
export const MAX_CARPET_AREA = 1_000_000;
/** Rupees per sq.ft carpet a filter may ask for: far above any real rate. */
export const MAX_CARPET_RATE = 10_000_000;
/** The BHK filter's choices: the last one means that many or more ('5+ BHK'). */
export const bhkFilterOptions = [1, 2, 3, 4, 5] as const;
export const BHK_FILTER_PLUS = 5;
export const MAX_PAGE_SIZE = 48;
/**
 * docs/listings.md#search-text-limit: the longest locality or project text a search takes; longer is
 * refused with this message (the field says it before sending; the API answers 400 with it).
 */
export const MAX_SEARCH_TEXT = 100;
export const SEARCH_TEXT_TOO_LONG = `Search text must be at most ${MAX_SEARCH_TEXT} characters`;
export const searchTextTooLong = (text: string | null | undefined) => (text ?? '').trim().length > MAX_SEARCH_TEXT;
/** The text of a search or a suggestion: trimmed, at most MAX_SEARCH_TEXT characters. */
export const searchTextSchema = lazySchema(() =>
  z.string().trim().max(MAX_SEARCH_TEXT, { error: SEARCH_TEXT_TOO_LONG }),
);
/** docs/listings.md#search-text: text this long is found inside words; shorter, at a word's start. */
export const MIN_TEXT_INSIDE_WORDS = 3;
/**
 * docs/listings.md#search-typos: a text this long that finds nothing is read as the nearest
 * locality's name when one is alike enough (trigram similarity); shorter has too few trigrams to tell.
 */
export const MIN_TEXT_CORRECTED = 4;
/** The most a search counts: past it the answer says so (totalIsCapped) and the page says "10,000+". */
export const SEARCH_TOTAL_CAP = 10_000;
/**
 * The deepest page a search goes to: past it, people narrow the filters rather than page on, and an
 * unbounded page reached the database as an offset beyond its integers (a 500).
 */
export const MAX_SEARCH_PAGE = 500;

/** A query value: one string, or a comma list (`type=flat,villa`, `bhk=2,3`). */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : value,
    z.array(item),
  );
const rupees = lazySchema(() => z.coerce.number().int().min(0).max(MAX_PRICE));
const sqft = lazySchema(() => z.coerce.number().int().min(0).max(MAX_CARPET_AREA));
const rupeesPerSqft = lazySchema(() => z.coerce.number().int().min(0).max(MAX_CARPET_RATE));

/**
 * The search query, as URL parameters (strings) or as values. Semantics, the same in MSW and the server:
 * - city: exact, case-insensitive; q: locality or title contains the text, case-insensitive; text under
 *   MIN_TEXT_INSIDE_WORDS characters matches the start of a word (after a space, or the start).
 * - type: any of the listed types (projects: villa, flat, shops -> shop, office, shop/office -> mixed use,
 *   which a shop or an office filter also matches).
 * - bhk: any of the values; 5 means 5 or more. A project matches when one of its configurations does.
 * - minPrice / maxPrice: rupees, on `price` (a project's lowest price). purpose: projects are for sale.
 * - status: listings by availability (plots count as ready to move); projects: completed is ready to move,
 *   everything else under construction.
 * - kind: only listings or only builder projects (older links; postedBy says more).
 * - minCarpet / maxCarpet: sq ft on the carpet area (a listing's; a flat project's smallest configuration's);
 *   what has none is left out. furnishing: listings with any of them (projects have none).
 * - minCarpetRate / maxCarpetRate: rupees per sq ft carpet (a rent's a month), a listing's price over its
 *   carpet area rounded as carpetPrice rounds; listings without a carpet area and projects (several rates,
 *   none on their cards) are left out.
 * - possession: 'ready' (ready to move, as status) or a year: ready now or possession by its December
 *   (listings' possessionBy; projects' completion timeline from when they were posted).
 * - postedBy: any of owner (Sellers' listings), agent (Agents' listings), builder (projects).
 * - nearLat, nearLng, withinKm (all three or none): within that many km of the place, measured on the
 *   sphere; what has no place is left out (docs/map.md#near-filter).
 * - sort newest: createdAt descending; price and carpet sorts tie-break by newest, carpet sorts put what has
 *   no carpet area last (the rate sorts: what has no rate, projects too). Page is 1-based.
 */
export const propertySearchFieldsSchema = lazySchema(() =>
  z.object({
    city: z.string().trim().max(100).optional(),
    q: searchTextSchema.optional(),
    type: listOf(z.enum(propertySummaryTypes)).optional(),
    bhk: listOf(z.coerce.number().int().min(MIN_BHK).max(MAX_BHK)).optional(),
    minPrice: rupees.optional(),
    maxPrice: rupees.optional(),
    purpose: z.enum(listingPurposes).optional(),
    status: z.enum(availabilities).optional(),
    kind: z.enum(propertyKinds).optional(),
    minCarpet: sqft.optional(),
    maxCarpet: sqft.optional(),
    minCarpetRate: rupeesPerSqft.optional(),
    maxCarpetRate: rupeesPerSqft.optional(),
    furnishing: listOf(z.enum(furnishings)).optional(),
    possession: z
      .string()
      .regex(/^(ready|20[0-9]{2})$/)
      .optional(),
    postedBy: listOf(z.enum(postedByChoices)).optional(),
    ...nearFilterFields(),
    sort: z.enum(propertySorts).default('newest'),
    page: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_SEARCH_PAGE, {
        error: `A search goes to page ${MAX_SEARCH_PAGE} at most: narrow the filters to see more`,
      })
      .default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  }),
);
/** The search query: its fields, and the checks across them (the map's query extends the fields). */
export const propertySearchQuerySchema = lazySchema(() => propertySearchFieldsSchema.superRefine(checkNearFilter));
export type PropertySearchQuery = z.input<typeof propertySearchQuerySchema>;
export type ParsedPropertySearchQuery = z.infer<typeof propertySearchQuerySchema>;
/** What a search matches, without how its page is shown: what the map reads. */
export type PropertySearchFilters = Omit<ParsedPropertySearchQuery, 'sort' | 'page' | 'pageSize'>;

/** One card of the lists: a listing or an approved builder project. */
export const propertySummarySchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    kind: z.enum(propertyKinds),
    title: z.string(),
    /**
     * Rupees: a listing's price (monthly for rent) or a project's lowest price. Read leniently
     * (docs/formatting.md#card-price): a price that is not a number is NaN, 'Price not available' on
     * its card alone.
     */
    price: z.number().catch(Number.NaN),
    /** Projects: the highest configuration price when it differs. */
    priceMax: z.number().optional(),
    purpose: z.enum(listingPurposes).optional(),
    propertyType: z.enum(propertySummaryTypes),
    /** Listings: the BHK; projects: the smallest configuration's. */
    bhk: z.number().optional(),
    /** Sq ft: a listing's `listingArea`; a project's smallest unit. */
    area: z.number().optional(),
    /** Listings: the areas a price per sq.ft is read on, carpet first (docs/listings.md#carpet-first). */
    carpetArea: z.number().optional(),
    builtUpArea: z.number().optional(),
    superBuiltUpArea: z.number().optional(),
    city: z.string(),
    locality: z.string(),
    state: z.string(),
    /** Projects: docs/portfolio.md#rera-on-pages, when the builder gave one. */
    reraNumber: z.string().optional(),
    coverPhoto: z.string().optional(),
    postedByRole: z.enum([...posterRoles, 'Builder']),
    /**
     * docs/listings.md#posted-by: who posted it, by name: a project's builder's company, a listing's
     * owner or agent; absent when there is none (a builder with no company name is never named by a
     * person's name), and the card then names the role.
     */
    postedByName: z.string().optional(),
    createdAt: z.string(),
    /** Listings only: docs/listings.md#confirmed-available. */
    confirmedAt: z.string().optional(),
    status: z.enum(availabilities).optional(),
    /** Projects: the builder's status, what every page says of it (docs/portfolio.md#one-vocabulary). */
    projectStatus: z.enum(projectStatuses).optional(),
  }),
);
export type PropertySummary = z.infer<typeof propertySummarySchema>;

export const propertySearchResultSchema = lazySchema(() =>
  z.object({
    items: z.array(propertySummarySchema),
    /** Matches over all pages, and split by kind; at most SEARCH_TOTAL_CAP. */
    total: z.number().int().min(0),
    /** There are more matches than SEARCH_TOTAL_CAP: total (and counts) stop there. */
    totalIsCapped: z.literal(true).optional(),
    counts: z.object({ listings: z.number().int().min(0), projects: z.number().int().min(0) }),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    /**
     * docs/listings.md#search-typos: the text as typed found nothing, and these are the results for
     * this locality instead, the nearest in spelling ("Whitfeild" is read as "Whitefield").
     */
    correctedText: z.string().optional(),
  }),
);
export type PropertySearchResult = z.infer<typeof propertySearchResultSchema>;
