import type { PropertyKind, PropertySummaryType } from '@/api/contract';
import { propertySearchParams } from '@/api/contract/searchParams';
import { paths } from '@/lib/paths';

/** What a saved property says of itself that a search can look for. */
export interface Searchable {
  kind?: PropertyKind;
  city?: string;
  propertyType?: string;
  bhk?: unknown;
  purpose?: 'sale' | 'rent';
}

/**
 * docs/listings.md#favourites-availability: 'See similar properties' for a property that left: a search
 * of its city, kind, type, BHK and purpose, so its buyer is never left at a dead end.
 */
export function similarSearchHref({ kind, city, propertyType, bhk, purpose }: Searchable): string {
  const search = propertySearchParams({
    kind,
    city,
    ...(propertyType && kind !== 'builder-project' ? { type: [propertyType as PropertySummaryType] } : {}),
    ...(typeof bhk === 'number' ? { bhk: [bhk] } : {}),
    purpose,
  });
  return search ? `${paths.properties}?${search}` : paths.properties;
}
