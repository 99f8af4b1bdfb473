import useSWR from 'swr';
import { getLocalityFacts, swrKeys } from '@/api';

/** A locality's facts; none until the route has given both names. */
export const useLocalityFacts = (city: string | undefined, locality: string | undefined) =>
  useSWR(city && locality ? swrKeys.localityFacts(city, locality) : null, () =>
    getLocalityFacts(city as string, locality as string),
  );
