export { FavouritesProvider, useFavourites, type FavouritesState } from './FavouritesProvider';
