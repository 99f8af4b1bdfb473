import useSWR from 'swr';
import { getListing, getSimilarListings, swrKeys } from '@/api';

/** A listing as this viewer may see it (the owner also sees it in review). */
export const useListing = (id: string | undefined) => useSWR(id ? swrKeys.listing(id) : null, () => getListing(id!));

/** The listing's look-alikes, asked for only once `wanted` (its section is near the screen). */
export const useSimilarListings = (id: string, wanted: boolean) =>
  useSWR(wanted ? swrKeys.similarListings(id) : null, () => getSimilarListings(id));
