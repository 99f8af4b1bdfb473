export { PropertyCard } from './PropertyCard';
export { usePropertySearch } from './api';
export { readRecentSearches, type RecentSearch } from './recentSearches';
