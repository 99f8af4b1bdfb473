import { DEFAULT_PAGE_SIZE } from './pageSize';
import type { PropertySearchQuery } from './propertySearch';

// A search as an address, without zod: the home page builds one and loads no schema
// (docs/architecture.md#server-rendering).

/** The query as a URL search string (no '?'), empty values and defaults left out, in a stable order. */
export function propertySearchParams(query: PropertySearchQuery): string {
  const params = new URLSearchParams();
  const set = (name: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
      if (value.length) params.set(name, value.join(','));
      return;
    }
    params.set(name, String(value));
  };
  set('city', query.city?.trim());
  set('q', query.q?.trim());
  set('type', query.type);
  set('bhk', query.bhk);
  set('minPrice', query.minPrice);
  set('maxPrice', query.maxPrice);
  set('purpose', query.purpose);
  set('status', query.status);
  set('kind', query.kind);
  set('minCarpet', query.minCarpet);
  set('maxCarpet', query.maxCarpet);
  set('minCarpetRate', query.minCarpetRate);
  set('maxCarpetRate', query.maxCarpetRate);
  set('furnishing', query.furnishing);
  set('possession', query.possession);
  set('postedBy', query.postedBy);
  set('nearLat', query.nearLat);
  set('nearLng', query.nearLng);
  set('withinKm', query.withinKm);
  set('nearName', query.nearName?.trim());
  if (query.sort && query.sort !== 'newest') set('sort', query.sort);
  if (query.page !== undefined && Number(query.page) !== 1) set('page', query.page);
  if (query.pageSize !== undefined && Number(query.pageSize) !== DEFAULT_PAGE_SIZE) set('pageSize', query.pageSize);
  return params.toString();
}
