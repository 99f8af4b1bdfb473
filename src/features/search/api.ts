import useSWR from 'swr';
import { getMapArea, mapAreaUrl, searchProperties, swrKeys, type MapBox, type PropertySearchQuery } from '@/api';

/** One search, keyed by its URL; the last page stays on screen while the next one loads. None for null. */
export const usePropertySearch = (query: PropertySearchQuery | null) =>
  useSWR(query && swrKeys.propertySearch(query), () => searchProperties(query!), { keepPreviousData: true });

/** The map's markers for a box with the search's filters, keyed by their URL; none for null. */
export const useMapArea = (box: MapBox | null, filters: PropertySearchQuery) =>
  useSWR(box && mapAreaUrl(box, filters), () => getMapArea(box!, filters), { keepPreviousData: true });
