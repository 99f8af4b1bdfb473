import type { PropertySearchQuery } from '@/api/contract';
import { SEARCH_CITIES } from '@/lib/india';
import { allPropertiesHref } from '@/entities/search';

/** What the home search looks for: homes to buy, homes to rent, or builders' new projects. */
export const searchModes = [
  { id: 'buy', label: 'Buy' },
  { id: 'rent', label: 'Rent' },
  { id: 'projects', label: 'New Projects' },
] as const;
export type SearchMode = (typeof searchModes)[number]['id'];

/** The cities search offers, A to Z. */
export const searchCities = SEARCH_CITIES;

/** The cities a visitor picks most, shown as quick links under the search. */
export const popularCities = ['Mumbai', 'Bengaluru', 'Pune', 'Hyderabad', 'Chennai', 'New Delhi', 'Ahmedabad'];

/** The property list's address for a home search: the same parameters the list reads and shares. */
export function searchHref(mode: SearchMode, city: string, locality: string): string {
  const query: PropertySearchQuery = { city, q: locality };
  if (mode === 'buy') query.purpose = 'sale';
  if (mode === 'rent') query.purpose = 'rent';
  if (mode === 'projects') query.kind = 'builder-project';
  return allPropertiesHref(query);
}
