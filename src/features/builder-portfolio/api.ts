import useSWR from 'swr';
import { getBuilderByUsername, getBuilderProjects, swrKeys } from '@/api';

/** The public profile (docs/api.md#request-timeout: 10 s timeout through the client). */
export function useBuilder(username: string | undefined) {
  return useSWR(username ? swrKeys.builderByUsername(username) : null, () => getBuilderByUsername(username as string));
}

/** The builder's approved projects, once the profile has given the builder's id. */
export function useBuilderProjects(builderId: string | undefined) {
  return useSWR(builderId ? swrKeys.builderProjectsOf(builderId) : null, () => getBuilderProjects(builderId as string));
}
