import type { Listing } from '@/api/contract';
import { amenityLabel } from '@/entities/amenity';
import { detailPrice, listingFacts, listingRate } from '@/entities/listing';

export interface CompareRow {
  label: string;
  /** One value per listing, '—' where it does not apply. */
  values: string[];
  /** docs/listings.md#compare: the row is marked when the listings differ in it. */
  differs: boolean;
  /** One per listing: its value is a warning to point out (a loading above 35 %). */
  warnings: boolean[];
}

const NONE = '—';

/**
 * docs/listings.md#compare: price, price per sq.ft and the loading, every key fact any of them has
 * (areas, BHK, floor, age, possession...) in the detail page's order, then amenities; one value per listing.
 */
export function compareRows(listings: readonly Listing[]): CompareRow[] {
  const facts = listings.map((listing) => new Map(listingFacts(listing).map((fact) => [fact.label, fact.value])));
  const labels = [...new Set(facts.flatMap((byLabel) => [...byLabel.keys()]))];
  const rates = listings.map(listingRate);
  const rows: Array<[string, string[], boolean[]?]> = [
    ['Price', listings.map(detailPrice)],
    // The detail page's figure: on carpet area when known (docs/listings.md#carpet-first).
    ['Price per sq.ft', rates.map((rate) => rate?.rateText || NONE)],
    // As cards and the detail page show it: 'Loading 31 %', or 'High loading: 38 %' pointed out.
    ['Loading', rates.map((rate) => rate?.loadingText || NONE), rates.map((rate) => rate?.isHighLoading ?? false)],
    ...labels.map((label): [string, string[]] => [label, facts.map((byLabel) => byLabel.get(label) ?? NONE)]),
    ['Amenities', listings.map((listing) => listing.amenities.map(amenityLabel).join(', ') || NONE)],
  ];
  return rows.map(([label, values, warnings = values.map(() => false)]) => ({
    label,
    values,
    differs: new Set(values).size > 1,
    warnings,
  }));
}

/** What a high loading means, once per listing that has one ('2 BHK Flat in ...: The super built-up area adds ...'). */
export const loadingNotes = (listings: readonly Listing[]): string[] =>
  listings.flatMap((listing) => {
    const note = listingRate(listing)?.loadingNote;
    return note ? [`${listing.title}: ${note}`] : [];
  });
