import { Link } from 'react-router';
import styled from 'styled-components';
import { summaryOfProject, type BuilderProject, type ProjectStatus } from '@/api/contract';
import { Badge, type BadgeTone } from '@/components/Badge';
import { boldFacts, Fact } from '@/components/FactList';
import { PhotoCard } from '@/components/PhotoCard';
import { PlaceLine } from '@/components/PlaceLine';
import { ReraLine } from '@/components/ReraLine';
import { formatShortDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/components/ButtonLink';
import { locationText, projectText, reraOf, projectStatusOf, typeLabel, unitCountText } from '@/entities/project';

const statusTone: Record<ProjectStatus, BadgeTone> = {
  completed: 'success',
  'complete soon': 'info',
  'under construction': 'warning',
  'not started': 'neutral',
};

/** docs/portfolio.md#project-card: one project of the portfolio, with a way to ask its builder (docs/leads.md#ask-the-builder). */
export function ProjectCard({ project }: { project: BuilderProject }) {
  const status = projectStatusOf(project);
  const text = projectText({ ...summaryOfProject(project), projectStatus: status });
  const titleId = `project-${project._id}`;
  const rera = reraOf({ reraNumber: project.reraNumber, state: project.location?.state });
  const units = unitCountText(project);
  return (
    <PhotoCard
      aria-labelledby={titleId}
      photo={project.media.bannerPhoto}
      badges={<Badge tone={statusTone[status]}>{text.status}</Badge>}
    >
      <Body>
        <h3 id={titleId}>{project.projectName}</h3>
        <Muted>
          <PlaceLine
            locality={project.location?.area}
            city={project.location?.city}
            after={[project.location?.state]}
            fallback={locationText({ location: undefined })}
          />
        </Muted>
        <Facts>
          <Fact term="Type">{typeLabel(project)}</Fact>
          <Fact term="Price">{text.price}</Fact>
          {/* docs/portfolio.md#project-card: how many homes and their sizes, never the sum of one unit of each
              configuration (issue #36: 'Total area 2,700 sq.ft' on a tower of 256 flats). */}
          {units && <Fact term="Homes">{units}</Fact>}
          {text.area && <Fact term="Unit sizes">{text.area}</Fact>}
          <Fact term="Listed">{formatShortDate(project.createdAt)}</Fact>
        </Facts>
        {/* docs/portfolio.md#project-card-rera */}
        {rera && <ReraLine {...rera} />}
        <Actions>
          <DetailsLink
            to={paths.builderProjectDetail(project._id, project.projectName)}
            aria-label={`View Details of ${project.projectName}`}
          >
            View Details
          </DetailsLink>
          {/* docs/leads.md#ask-the-builder: the project's page, at its form (or the way to sign in). */}
          <ButtonLink
            variant="secondary"
            size="sm"
            to={paths.askTheBuilder(project._id, project.projectName)}
            aria-label={`Ask the builder about ${project.projectName}`}
          >
            Ask the builder
          </ButtonLink>
        </Actions>
      </Body>
    </PhotoCard>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  ${boldFacts('xs')}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const DetailsLink = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.primaryHover};
`;
