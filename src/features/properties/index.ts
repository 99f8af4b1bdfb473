export { PropertyCard } from './PropertyCard';
export { usePropertySearch } from './api';
export { resultCountText } from './searchQuery';
export { FavouriteButton } from './FavouriteButton';
export { describeSavedSearch } from './searchQuery';
export { readRecentSearches, type RecentSearch } from './recentSearches';
export { cardRate } from './propertyText';
export { detailPrice, listingFacts, listingRate } from './listingFacts';
