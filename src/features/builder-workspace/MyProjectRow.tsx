import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BuilderProject } from '@/api/contract';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { MediaRow } from '@/components/MediaRow';
import { locationText, statusLabels, statusOf, typeLabel } from '@/features/builder-portfolio';
import { formatShortDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { formatCardPrice } from '@/lib/price';
import { ReviewStateBadge } from './ReviewStateBadge';

export interface MyProjectRowProps {
  project: BuilderProject;
  /** Offered on the project list; the dashboard's recent list only links. */
  onDelete?: (project: BuilderProject) => void;
  /** 2 on the project list, 3 under the dashboard's 'Recent projects'. */
  headingLevel?: 2 | 3;
}

/** One of the builder's own projects: where it stands in review, its facts, and what can be done with it. */
export function MyProjectRow({ project, onDelete, headingLevel = 2 }: MyProjectRowProps) {
  const titleId = `my-project-${project._id}`;
  const name = project.projectName;
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
      <TitleLine>
        <Title as={`h${headingLevel}`} id={titleId}>
          <Link to={paths.builderProjectDetail(project._id)}>{name}</Link>
        </Title>
        <ReviewStateBadge state={project.reviewState} />
      </TitleLine>
      <Muted>
        {typeLabel(project)} · {statusLabels[statusOf(project)]} · {locationText(project)}
      </Muted>
      <Muted>
        From {formatCardPrice(project.expectedPrice)} · Updated{' '}
        {formatShortDate(project.updatedAt ?? project.createdAt)}
      </Muted>
      {project.reviewState === 'rejected' && (
        <Reason>
          <strong>Sent back by our team:</strong> {project.reviewReason || 'No reason was given.'} Edit the project and
          submit it again.
        </Reason>
      )}
      {project.reviewState === 'pending_review' && (
        <Muted>Our team reviews new and edited projects before they go live, usually within two working days.</Muted>
      )}
    </MediaRow>
  );
}

const TitleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  a {
    color: inherit;
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Reason = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSoft};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
