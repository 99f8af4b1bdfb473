import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { deleteBuilderProject, describeError, swrKeys, type BuilderProject } from '@/api';
import { toast } from '@/components/Toast';

/**
 * Deleting one of the builder's projects after they confirm: the list drops it once the server
 * agrees; a failure leaves it in place and says why.
 */
export function useDeleteProject() {
  const { mutate } = useSWRConfig();
  const [asked, setAsked] = useState<BuilderProject | null>(null);
  const [isDeleting, setDeleting] = useState(false);

  async function confirm() {
    if (!asked) return;
    setDeleting(true);
    try {
      await deleteBuilderProject(asked._id);
      await mutate(
        swrKeys.myBuilderProjects,
        (projects: BuilderProject[] | undefined) => projects?.filter((p) => p._id !== asked._id),
        { revalidate: false },
      );
      toast.success(`${asked.projectName} was deleted`, { timeout: 4000 });
      setAsked(null);
    } catch (error) {
      toast.error('Failed to delete the project. Please try again.', { description: describeError(error) });
    } finally {
      setDeleting(false);
    }
  }

  return {
    asked,
    isDeleting,
    ask: setAsked,
    cancel: () => {
      if (!isDeleting) setAsked(null);
    },
    confirm,
  };
}
