import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '@/api';
import type { BuilderProfile, BuilderProject } from '@/api/contract';
import { builderHeaderOf, displayName } from '@/entities/builder';
import { EmptyState } from '@/components/EmptyState';
import { AsyncContent } from '@/components/AsyncContent';
import { LoadingFallback } from '@/components/LoadingFallback';
import { calloutBand, PageMain } from '@/components/PageLayout';
import { ProfileHeader } from '@/components/ProfileHeader';
import { StatCard } from '@/components/StatCard';
import { AboutSection } from './AboutSection';
import { useBuilder, useBuilderProjects } from './api';
import { groupByStatus, portfolioStats } from './portfolio';
import { ProjectSection } from './ProjectSection';
import { pageTitle } from '@/lib/pageTitle';

/** docs/portfolio.md#portfolio-page: the public portfolio at /builder/{username}, open to everyone. */
export function BuilderPortfolioPage() {
  const { username } = useParams<{ username: string }>();
  const builder = useBuilder(username);
  const projects = useBuilderProjects(builder.data?._id);

  // Both answers, read as one: the builder's 404 is the page's not-found; either failure is its error.
  const portfolio = {
    data: builder.data && projects.data ? { profile: builder.data, projects: projects.data } : undefined,
    error: builder.error || projects.error,
    isValidating: builder.isValidating || projects.isValidating,
    mutate: () => Promise.all([builder.mutate(), projects.mutate()]),
  };
  return (
    <AsyncContent
      load={portfolio}
      loading={<LoadingFallback />}
      errorTitle="Unable to Load Portfolio"
      describe={() => 'Failed to load builder portfolio. Please try again later.'}
      notFound={() => isApiError(builder.error) && builder.error.status === 404 && <BuilderNotFound />}
      frame={(state) => <Page>{state}</Page>}
    >
      {(loaded) => <Portfolio {...loaded} />}
    </AsyncContent>
  );
}

function BuilderNotFound() {
  return (
    <>
      <title>{pageTitle('Builder Not Found')}</title>
      <EmptyState
        title="Builder Not Found"
        message="The builder you're looking for doesn't exist or has been removed."
        action={<Link to="/">Back to Home</Link>}
        headingLevel={2}
      />
    </>
  );
}

function Portfolio({ profile, projects }: { profile: BuilderProfile; projects: BuilderProject[] }) {
  const name = displayName(profile);
  const sections = groupByStatus(projects);
  return (
    <Page>
      {/* The description and share tags are the server's, in the head (server/ssr/pageMeta.ts). */}
      <title>{pageTitle(name)}</title>
      <ProfileHeader {...builderHeaderOf(profile)} />
      <Stats aria-label="Portfolio at a glance">
        {portfolioStats(projects).map((stat) => (
          <StatCard key={stat.label} label={stat.label} value={stat.value} />
        ))}
      </Stats>
      <AboutSection builder={profile} />
      {sections.length === 0 ? (
        <EmptyState
          title="No Properties Listed Yet"
          message={`${name} has not listed any projects yet. Check back soon.`}
        />
      ) : (
        sections.map((section) => <ProjectSection key={section.status} section={section} />)
      )}
      {profile.email && (
        <Contact>
          <h2>Interested in a project?</h2>
          <a href={`mailto:${profile.email}`}>Contact Us</a>
        </Contact>
      )}
    </Page>
  );
}

/** The page column, with the portfolio's wider gaps. */
const Page = styled(PageMain)`
  gap: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(3)}`};
    gap: ${({ theme }) => theme.space(6)};
  }
`;

const Stats = styled.section`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Contact = styled.section`
  ${calloutBand}
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primaryHover};
  border-radius: ${({ theme }) => theme.radius.lg};
  a {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.primaryHover};
    background: ${({ theme }) => theme.color.surface};
    border-radius: ${({ theme }) => theme.radius.md};
    text-decoration: none;
  }
`;
