import type { BuilderProject } from '@/api/contract';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { MediaRow } from '@/components/MediaRow';
import { FactLine, ReviewSummary } from '@/components/ReviewSummary';
import { locationText, statusLabels, projectStatusOf, typeLabel } from '@/entities/project';
import { projectStatusFacts, statusOf } from '@/entities/status';
import { RevisionNote } from '@/features/revisions';
import { formatShortDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { formatCardPrice } from '@/lib/price';

export interface MyProjectRowProps {
  project: BuilderProject;
  /** Offered on the project list; the dashboard's recent list only links. */
  onDelete?: (project: BuilderProject) => void;
  /** docs/review.md#revisions: takes back the changes waiting beside the live version (the project list). */
  onWithdrawChanges?: (project: BuilderProject) => void;
  /** 2 on the project list, 3 under the dashboard's 'Recent projects'. */
  headingLevel?: 2 | 3;
}

/** One of the builder's own projects: where it stands in review, its facts, and what can be done with it. */
export function MyProjectRow({ project, onDelete, onWithdrawChanges, headingLevel = 2 }: MyProjectRowProps) {
  const titleId = `my-project-${project._id}`;
  const name = project.projectName;
  const status = statusOf(projectStatusFacts(project), 'owner');
  return (
    <MediaRow
      labelledBy={titleId}
      imageUrl={project.media.bannerPhoto}
      actions={
        onDelete && (
          <>
            <ButtonLink
              variant="secondary"
              size="sm"
              to={paths.editBuilderProject(project._id)}
              aria-label={`Edit ${name}`}
            >
              Edit
            </ButtonLink>
            <Button variant="ghost" size="sm" onPress={() => onDelete(project)} aria-label={`Delete ${name}`}>
              Delete
            </Button>
          </>
        )
      }
    >
      <ReviewSummary
        titleId={titleId}
        title={name}
        href={paths.builderProjectDetail(project._id)}
        headingLevel={headingLevel}
        state={project.reviewState}
        status={status}
        reason={project.reviewReason}
        noun="project"
        afterApproval="they go live"
      >
        <FactLine>
          {typeLabel(project)} · {statusLabels[projectStatusOf(project)]} · {locationText(project)}
        </FactLine>
        <FactLine>
          From {formatCardPrice(project.expectedPrice)} · Updated{' '}
          {formatShortDate(project.updatedAt ?? project.createdAt)}
        </FactLine>
        <RevisionNote
          item={project}
          status={status}
          name={name}
          liveHref={paths.builderProjectDetail(project._id)}
          editHref={paths.editBuilderProject(project._id)}
          onWithdraw={onWithdrawChanges && (() => onWithdrawChanges(project))}
        />
      </ReviewSummary>
    </MediaRow>
  );
}
