import useSWR from 'swr';
import { getBuilderProject, swrKeys } from '@/api';

/** The project with its builder; sent with the token, so the owner and staff also see it under review. */
export const useProject = (id: string | undefined) =>
  useSWR(id ? swrKeys.builderProject(id) : null, () => getBuilderProject(id as string));
