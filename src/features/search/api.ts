import useSWR from 'swr';
import { searchProperties, swrKeys, type PropertySearchQuery } from '@/api';

/** One search, keyed by its URL; the last page stays on screen while the next one loads. None for null. */
export const usePropertySearch = (query: PropertySearchQuery | null) =>
  useSWR(query && swrKeys.propertySearch(query), () => searchProperties(query!), { keepPreviousData: true });
