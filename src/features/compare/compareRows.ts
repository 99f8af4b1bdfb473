import type { Listing } from '@/api/contract';
import { amenityLabel } from '@/entities/amenity';
import { detailPrice, listingFacts, listingRate } from '@/features/properties';

export interface CompareRow {
  label: string;
  /** One value per listing, '—' where it does not apply. */
  values: string[];
  /** docs/listings.md#compare: the row is marked when the listings differ in it. */
  differs: boolean;
}

const NONE = '—';

/**
 * docs/listings.md#compare: price, price per sq.ft, every key fact any of them has (areas, BHK, floor,
 * age, possession...) in the detail page's order, then amenities; one value per listing.
 */
export function compareRows(listings: readonly Listing[]): CompareRow[] {
  const facts = listings.map((listing) => new Map(listingFacts(listing).map((fact) => [fact.label, fact.value])));
  const labels = [...new Set(facts.flatMap((byLabel) => [...byLabel.keys()]))];
  const rows: Array<[string, string[]]> = [
    ['Price', listings.map(detailPrice)],
    // The detail page's figure: on carpet area when known (docs/listings.md#carpet-first).
    ['Price per sq.ft', listings.map((listing) => listingRate(listing)?.rateText || NONE)],
    ...labels.map((label): [string, string[]] => [label, facts.map((byLabel) => byLabel.get(label) ?? NONE)]),
    ['Amenities', listings.map((listing) => listing.amenities.map(amenityLabel).join(', ') || NONE)],
  ];
  return rows.map(([label, values]) => ({ label, values, differs: new Set(values).size > 1 }));
}
