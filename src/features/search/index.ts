export { PropertyCard } from './PropertyCard';
export { PropertyShelf } from './PropertyShelf';
export { usePropertySearch } from './api';
export { readRecentSearches, type RecentSearch } from './recentSearches';
