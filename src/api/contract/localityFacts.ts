import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { MAX_PLACE_LENGTH } from './listingChoices';

// GET /api/localities/{city}/{locality} (docs/localities.md, the path in ./localityFactsPath.ts): what
// Nivaas's own public listings say about a locality. Every price here is an ASKING price on Nivaas:
// what sellers and landlords ask in listings live on Nivaas today, not what homes sold or let for,
// and not the market beyond Nivaas.

/** docs/localities.md#locality-minimum: a median of fewer listings than this is not shown (null). */
export const MIN_LOCALITY_SAMPLE = 5;
/** The months of a trend, the current one (India time) last. */
export const LOCALITY_TREND_MONTHS = 12;
export const MAX_NEARBY_LOCALITIES = 6;
/** The BHK groups of the figures: 5+ holds 5 BHK and more, `all` every listing, a plot's too. */
export const LOCALITY_BHK_GROUPS = ['1', '2', '3', '4', '5+', 'all'] as const;
export type LocalityBhkGroup = (typeof LOCALITY_BHK_GROUPS)[number];

export const localityMessages = { notFound: 'Locality not found' } as const;

/** The path's parameters, as listings write a city and a locality (compared without case). */
export const localityParamsSchema = lazySchema(() =>
  z.object({
    city: z.string().trim().min(1).max(MAX_PLACE_LENGTH),
    locality: z.string().trim().min(1).max(MAX_PLACE_LENGTH),
  }),
);

/** An asking-price median and the listings behind it; `median` is null below MIN_LOCALITY_SAMPLE. */
const figure = () =>
  z.object({
    median: z.number().min(0).nullable(),
    /** The listings the median is taken over (shown beside it, even when too few for a median). */
    listings: z.number().int().min(0),
  });

const byBhk = () => z.array(figure().extend({ bhk: z.enum(LOCALITY_BHK_GROUPS) }));
/** One point a calendar month (India time), oldest first, the current month last. */
const trend = () => z.array(figure().extend({ month: z.string().regex(/^\d{4}-\d{2}$/) }));

export const localityFactsSchema = lazySchema(() =>
  z.object({
    /** The city and locality as most of its listings spell them. */
    city: z.string(),
    locality: z.string(),
    /** Live public items there now: listings in search by purpose, approved builder projects. */
    counts: z.object({
      sale: z.number().int().min(0),
      rent: z.number().int().min(0),
      projects: z.number().int().min(0),
    }),
    /**
     * Asking prices on Nivaas, ₹ per sq.ft carpet: the median of price / carpet area (search's
     * carpet rate) over the listings for sale with a carpet area, by BHK (one entry per group, in
     * LOCALITY_BHK_GROUPS' order); `trend` is the same figure, all BHKs, over the listings posted in
     * each month that are still live (docs/localities.md#locality-trend).
     */
    sale: z.object({ byBhk: byBhk(), trend: trend() }),
    /** Asking rents on Nivaas, ₹ a month: the median rent of the listings for rent, as `sale`. */
    rent: z.object({ byBhk: byBhk(), trend: trend() }),
    /** The per-axis median place of its placed public items; null when none has a place. */
    centre: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    /** Up to MAX_NEARBY_LOCALITIES other localities of the city, nearest centre first. */
    nearby: z.array(
      z.object({
        locality: z.string(),
        /** Great-circle km between the two centres. */
        km: z.number().min(0),
        /** Live public listings and projects there. */
        properties: z.number().int().min(1),
      }),
    ),
  }),
);
export type LocalityFacts = z.infer<typeof localityFactsSchema>;
export type LocalityFigure = LocalityFacts['sale']['byBhk'][number];
export type LocalityTrendPoint = LocalityFacts['sale']['trend'][number];

/** docs/localities.md#locality-minimum: a median shown only over enough listings, in whole rupees. */
export const localityFigure = (median: number | null, listings: number): LocalityFigure['median'] =>
  median === null || listings < MIN_LOCALITY_SAMPLE ? null : Math.round(median);

/**
 * docs/localities.md#locality-distance: a detail page's distance to its locality's centre (the
 * detail GETs' `kmFromLocalityCentre`), to 10 m. None for an item alone among its locality's placed
 * items: its own place would be the centre, and '0 km from the centre' says nothing.
 */
export const kmFromCentre = (km: number, placedItems: number) => (placedItems < 2 ? null : Math.round(km * 100) / 100);

/** A detail GET's distance field: km from the locality's centre, null when unknown (docs/localities.md#locality-distance). */
export const kmFromLocalityCentreSchema = lazySchema(() => z.number().min(0).nullable().optional());

/** India's offset from UTC: no daylight saving, so a month's edges are fixed instants. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The trend's months ('yyyy-mm', India time), oldest first, the month of `now` last. */
export function localityTrendMonths(now: Date): string[] {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  return Array.from({ length: LOCALITY_TREND_MONTHS }, (_, i) => {
    const month = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - (LOCALITY_TREND_MONTHS - 1 - i)));
    return month.toISOString().slice(0, 7);
  });
}

/** When a month ('yyyy-mm') starts in India, as an instant. */
export const indiaMonthStart = (month: string) =>
  new Date(new Date(`${month}-01T00:00:00Z`).getTime() - INDIA_OFFSET_MS);
