import { propertySearchParams, type ParsedPropertySearchQuery, type PropertySearchFilters } from '@/api/contract';

/**
 * A search's name in the response cache: the contract's normalised parameters, lists in a fixed
 * order, so `bhk=3,2` and `bhk=2,3` share one answer, and without the near filter's place name
 * (words for the page, not a condition). Search and the map name theirs so.
 */
export const searchParamsKey = (query: PropertySearchFilters & Partial<ParsedPropertySearchQuery>) =>
  propertySearchParams({
    ...query,
    type: query.type && [...query.type].sort(),
    bhk: query.bhk && [...query.bhk].sort(),
    nearName: undefined,
  });
