export { PropertyCard } from './PropertyCard';
export { FavouriteButton } from './FavouriteButton';
export { readRecentSearches, type RecentSearch } from './recentSearches';
