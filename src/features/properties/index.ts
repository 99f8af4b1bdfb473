export { PropertyCard } from './PropertyCard';
export { usePropertySearch } from './api';
export { FavouriteButton } from './FavouriteButton';
export { readRecentSearches, type RecentSearch } from './recentSearches';
