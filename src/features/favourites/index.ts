export { FavouritesProvider, useFavourites, type FavouritesState } from './FavouritesProvider';
export { FavouriteButton, type FavouriteButtonProps } from './FavouriteButton';
