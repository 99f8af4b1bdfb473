import useSWR from 'swr';
import { getMyBuilderProjects, swrKeys } from '@/api';

/** The signed-in builder's projects in every review state. */
export const useMyProjects = () => useSWR(swrKeys.myBuilderProjects, getMyBuilderProjects);
