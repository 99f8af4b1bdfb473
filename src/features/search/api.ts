import useSWR from 'swr';
import { searchProperties, swrKeys, type PropertySearchQuery } from '@/api';

/** One search, keyed by its URL; the last page stays on screen while the next one loads. */
export const usePropertySearch = (query: PropertySearchQuery) =>
  useSWR(swrKeys.propertySearch(query), () => searchProperties(query), { keepPreviousData: true });
