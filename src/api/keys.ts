import { apiPaths } from './contract';

/** SWR keys: the URL of each GET, so a key names exactly what it caches. */
export const swrKeys = {
  favourites: apiPaths.favourites,
  builderByUsername: apiPaths.builderByUsername,
  builderProjectsOf: apiPaths.builderProjectsOf,
  builderProject: apiPaths.builderProject,
} as const;
