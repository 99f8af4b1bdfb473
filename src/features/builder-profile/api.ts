import useSWR from 'swr';
import { getMyBuilderProfile, swrKeys } from '@/api';

/** The signed-in builder's own profile. */
export const useMyBuilderProfile = () => useSWR(swrKeys.myBuilderProfile, getMyBuilderProfile);
