import { Link } from 'react-router';
import type { BuilderProject } from '@/api/contract';
import { Banner } from '@/components/Banner';
import { paths } from '@/lib/paths';

/** What the owner (or the team) sees on a project that is not public: where it stands and what to do. */
export function ReviewNotice({ project, canEdit }: { project: BuilderProject; canEdit: boolean }) {
  const edit = canEdit && <Link to={paths.editBuilderProject(project._id)}>Edit the project</Link>;
  if (project.reviewState === 'rejected')
    return (
      <Banner tone="danger" title="Sent back by our team">
        {project.reviewReason || 'No reason was given.'} Only you can see this page until the project is approved.{' '}
        {edit}
      </Banner>
    );
  return (
    <Banner tone="info" title="Pending review">
      Our team is reviewing this project. Only you and the team can see this page until it is approved. {edit}
    </Banner>
  );
}
