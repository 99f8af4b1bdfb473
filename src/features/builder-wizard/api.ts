import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import {
  createBuilderProject,
  getBuilderProject,
  swrKeys,
  updateBuilderProject,
  type BuilderProject,
  type ProjectFiles,
} from '@/api';
import { savedEditMessage } from '@/entities/revision';
import type { BuilderProjectFields } from '@/api/contract';
import { toast } from '@/components/Toast';
import { paths } from '@/lib/paths';

/**
 * The saved project an edit starts from. Loaded once: the form takes it as its starting point, so
 * a revalidation later would only cost a request.
 */
export function useProjectRecord(id: string) {
  return useSWR(swrKeys.builderProject(id), () => getBuilderProject(id), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

const messages = {
  create: {
    saved: 'Property posted successfully',
    failed: 'Failed to post property. Please try again.',
  },
  edit: {
    saved: 'Property updated successfully',
    failed: 'Failed to update property. Please try again.',
  },
} as const;

/**
 * docs/wizard.md#wizard-submit: creates (no id) or updates the project. Success: a 4 s toast, then the builder's project
 * list. Failure (an error answer or none): a 5 s toast, and the promise rejects so the form stays.
 */
export function useSubmitProject(projectId: string | undefined) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (fields: BuilderProjectFields, files: ProjectFiles) => {
      const copy = messages[projectId ? 'edit' : 'create'];
      let saved: BuilderProject | undefined;
      try {
        if (projectId) saved = await updateBuilderProject(projectId, fields, files);
        else await createBuilderProject(fields, files);
      } catch (error) {
        toast.error(copy.failed, { timeout: 5000 });
        throw error;
      }
      // The cached record is out of date now; the next edit loads it afresh.
      if (projectId) void mutate(swrKeys.builderProject(projectId), undefined, { revalidate: false });
      // docs/review.md#revisions: an edit of a live project says whether it went live or waits for review.
      toast.success((saved && savedEditMessage(saved)) ?? copy.saved, { timeout: 4000 });
      navigate(paths.builderProjects);
    },
    [projectId, navigate, mutate],
  );
}
