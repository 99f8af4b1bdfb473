import useSWR from 'swr';
import { getPopularLocalities, swrKeys } from '@/api';
import { usePropertySearch } from '@/features/search';
import { featuredProjectsQuery, freshListingsQuery } from './homeQueries';

export const useFeaturedProjects = () => usePropertySearch(featuredProjectsQuery);
export const useFreshListings = () => usePropertySearch(freshListingsQuery);
export const usePopularLocalities = () => useSWR(swrKeys.popularLocalities, getPopularLocalities);
