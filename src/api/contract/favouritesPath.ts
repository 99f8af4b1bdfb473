/**
 * The signed-in user's favourites list: the one path every page's first load asks for
 * (FavouritesProvider), so it stands alone and the rest of `apiPaths` stays out of that load
 * (docs/architecture.md#server-rendering, the first-load budget).
 */
export const favouritesPath = '/api/users/me/favorites';
