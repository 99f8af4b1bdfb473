import useSWR from 'swr';
import { getSavedSearches, swrKeys } from '@/api';

/** The signed-in buyer's saved searches (docs/listings.md#saved-searches). */
export const useSavedSearches = () => useSWR(swrKeys.savedSearches, getSavedSearches);
