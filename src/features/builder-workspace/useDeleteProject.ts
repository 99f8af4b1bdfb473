import { deleteBuilderProject, describeError, swrKeys, type BuilderProject } from '@/api';
import { useConfirmedDelete } from '@/components/Dialog';

/** Deleting one of the builder's projects after they confirm. */
export const useDeleteProject = () =>
  useConfirmedDelete<BuilderProject>({
    remove: deleteBuilderProject,
    listKey: swrKeys.myBuilderProjects,
    nameOf: (project) => project.projectName,
    failure: 'Failed to delete the project. Please try again.',
    describe: describeError,
  });
