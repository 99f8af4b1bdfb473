import { z } from 'zod';
import { propertySummarySchema } from './propertySearch';
import { lazySchema } from './lazySchema';

/**
 * GET /api/properties/{id}/similar (docs/listings.md#similar-properties): other approved, live listings
 * of the listing's city (case-insensitive), property type and purpose whose price is within
 * SIMILAR_PRICE_BAND of its own, the most recently confirmed first, at most MAX_SIMILAR_PROPERTIES.
 * 404 'Property not found' when the listing is not public.
 */
export const MAX_SIMILAR_PROPERTIES = 6;
/** ±25 %: a ₹80 Lakh flat is shown beside those from ₹60 Lakh to ₹1 Cr. */
export const SIMILAR_PRICE_BAND = 0.25;

/** The prices a listing of `price` is compared with, both ends included. */
export const similarPriceRange = (price: number) => ({
  min: price * (1 - SIMILAR_PRICE_BAND),
  max: price * (1 + SIMILAR_PRICE_BAND),
});

export const similarPropertiesSchema = lazySchema(() => z.object({ items: z.array(propertySummarySchema) }));
export type SimilarProperties = z.infer<typeof similarPropertiesSchema>;
