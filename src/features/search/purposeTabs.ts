import type { ParsedPropertySearchQuery } from '@/api/contract';
import { withFilter } from '@/entities/search';

// docs/listings.md#search-purpose-tabs: buying, renting and new projects one tap away on every results
// page; 'All' is the search without a purpose, everything approved (SPEC: /all-properties).

export const purposeTabs = [
  { id: 'all', label: 'All' },
  { id: 'buy', label: 'Buy' },
  { id: 'rent', label: 'Rent' },
  { id: 'projects', label: 'New Projects' },
] as const;
export type PurposeTab = (typeof purposeTabs)[number]['id'];

/** The tab a search is on: projects by their kind (always for sale), else by its purpose. */
export function purposeTabOf(query: ParsedPropertySearchQuery): PurposeTab {
  if (query.kind === 'builder-project') return 'projects';
  if (query.purpose === 'sale') return 'buy';
  if (query.purpose === 'rent') return 'rent';
  return 'all';
}

/**
 * The search on another tab, its other filters kept. A budget is a price to buy or a month's rent, so
 * it goes when the purpose changes; New Projects is the builders' projects, whoever else was chosen.
 */
export function onPurposeTab(query: ParsedPropertySearchQuery, tab: PurposeTab): ParsedPropertySearchQuery {
  const purpose = tab === 'buy' ? 'sale' : tab === 'rent' ? 'rent' : undefined;
  const budget = purpose === query.purpose ? {} : { minPrice: undefined, maxPrice: undefined };
  if (tab === 'projects')
    return withFilter(query, { ...budget, purpose: undefined, kind: 'builder-project', postedBy: undefined });
  // An older link's kind=listing stays (owners and agents); only the projects' kind leaves with the tab.
  const kind = query.kind === 'builder-project' ? undefined : query.kind;
  return withFilter(query, { ...budget, purpose, kind });
}
