import { Link } from 'react-router';
import styled from 'styled-components';
import { describeError, type BuilderProject } from '@/api';
import { AsyncContent } from '@/components/AsyncContent';
import { Banner } from '@/components/Banner';
import { ButtonLink } from '@/components/ButtonLink';
import { EmptyState } from '@/components/EmptyState';
import { PageLayout, PageSection, StackList } from '@/components/PageLayout';
import { StatCard, StatGrid } from '@/components/StatCard';
import { cardSurface } from '@/components/Card';
import { greetingOf, useAuth } from '@/features/auth';
import { ProfileCompleteness, useMyBuilderProfile } from '@/features/builder-profile';
import { paths } from '@/lib/paths';
import { useMyProjects } from './api';
import { MyProjectRow } from './MyProjectRow';
import { constructionCounts, recentProjects, reviewCounts } from './workspace';

/** /builder: the builder's projects at a glance, what needs attention, and the way to the next step. */
export function BuilderDashboard() {
  const { user } = useAuth();
  const projects = useMyProjects();
  const profile = useMyBuilderProfile();
  return (
    <PageLayout
      title="Builder Dashboard"
      subtitle={user ? greetingOf(user) : undefined}
      actions={
        <>
          <ButtonLink to={paths.postBuilderProject}>Post Builder Property</ButtonLink>
          {/* docs/leads.md#leads-page: the builder's leads live in the workspace, not in the top bar. */}
          <ButtonLink variant="secondary" to={paths.leads('Builder')}>
            Leads
          </ButtonLink>
          {user?.username && (
            <ButtonLink variant="secondary" to={paths.builderPortfolio(user.username)}>
              View public portfolio
            </ButtonLink>
          )}
        </>
      }
    >
      <AsyncContent
        load={projects}
        loadingLabel="Loading your dashboard"
        errorTitle="Unable to Load Your Projects"
        describe={describeError}
      >
        {(mine) =>
          mine.length === 0 ? (
            <EmptyState
              title="Post your first project"
              message="Add a development project in five short steps. Our team reviews it, then it appears on your public portfolio."
              action={<ButtonLink to={paths.postBuilderProject}>Post Builder Property</ButtonLink>}
            />
          ) : (
            <Overview projects={mine} />
          )
        }
      </AsyncContent>
      <ProfileLinks aria-labelledby="profile-heading">
        <h2 id="profile-heading">Your company profile</h2>
        <p>Buyers read it on your portfolio page before they call. Keep it complete and current.</p>
        {profile.data && <ProfileCompleteness profile={profile.data} />}
        <div>
          <ButtonLink variant="secondary" size="sm" to={paths.builderProfile}>
            View profile
          </ButtonLink>
          <ButtonLink variant="secondary" size="sm" to={paths.editBuilderProfile}>
            Edit profile
          </ButtonLink>
        </div>
      </ProfileLinks>
    </PageLayout>
  );
}

function Overview({ projects }: { projects: BuilderProject[] }) {
  const counts = reviewCounts(projects);
  return (
    <>
      {counts.rejected > 0 && (
        <Banner
          tone="danger"
          title={`${counts.rejected} ${counts.rejected === 1 ? 'project needs' : 'projects need'} changes`}
        >
          Our team sent {counts.rejected === 1 ? 'it' : 'them'} back with a reason.{' '}
          <Link to={`${paths.builderProjects}?review=rejected`}>See what to change</Link>
        </Banner>
      )}
      <PageSection aria-labelledby="review-heading">
        <h2 id="review-heading">Your projects at a glance</h2>
        <StatGrid $columns={4}>
          <StatCard label="Total Projects" value={counts.all} />
          <StatCard label="Live" value={counts.approved} />
          <StatCard label="Pending Review" value={counts.pending_review} />
          <StatCard label="Rejected" value={counts.rejected} />
        </StatGrid>
      </PageSection>
      <PageSection aria-labelledby="construction-heading">
        <h2 id="construction-heading">Construction progress</h2>
        <StatGrid $columns={4}>
          {constructionCounts(projects).map((stat) => (
            <StatCard key={stat.label} label={stat.label} value={stat.value} />
          ))}
        </StatGrid>
      </PageSection>
      <PageSection aria-labelledby="recent-heading">
        <SectionHead>
          <h2 id="recent-heading">Recent projects</h2>
          <Link to={paths.builderProjects}>See all projects</Link>
        </SectionHead>
        <StackList>
          {recentProjects(projects).map((project) => (
            <li key={project._id}>
              <MyProjectRow project={project} headingLevel={3} />
            </li>
          ))}
        </StackList>
      </PageSection>
    </>
  );
}

const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  a {
    color: ${({ theme }) => theme.color.primaryHover};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const ProfileLinks = styled(PageSection)`
  padding: ${({ theme }) => theme.space(5)};
  ${cardSurface}
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;
