import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { describeError, swrKeys, withdrawProjectRevision, type BuilderProject } from '@/api';
import { AsyncContent } from '@/components/AsyncContent';
import { ButtonLink } from '@/components/ButtonLink';
import { ConfirmDialog } from '@/components/Dialog';
import { EmptyState } from '@/components/EmptyState';
import { PageLayout, StackList } from '@/components/PageLayout';
import { useWithdrawChanges, WithdrawChangesDialog } from '@/features/revision-withdraw';
import { paths } from '@/lib/paths';
import { useMyProjects } from './api';
import { MyProjectRow } from './MyProjectRow';
import { useDeleteProject } from './useDeleteProject';
import { isReviewFilter, projectsIn, reviewCounts, reviewFilters, type ReviewFilter } from './workspace';

/** /builder/properties: the builder's own projects by review state, with edit and delete. */
export function MyProjectsPage() {
  const projects = useMyProjects();
  const removal = useDeleteProject();
  const withdrawal = useWithdrawChanges<BuilderProject>({
    withdraw: withdrawProjectRevision,
    listKey: swrKeys.myBuilderProjects,
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('review');
  const filter: ReviewFilter = isReviewFilter(asked) ? asked : 'all';

  const postButton = <ButtonLink to={paths.postBuilderProject}>Post Builder Property</ButtonLink>;
  return (
    <PageLayout
      title="My Projects"
      subtitle="Every project you have posted, and where it stands in our team's review."
      actions={postButton}
    >
      <AsyncContent
        load={projects}
        loadingLabel="Loading your projects"
        errorTitle="Unable to Load Your Projects"
        describe={describeError}
      >
        {(mine) =>
          mine.length === 0 ? (
            <EmptyState
              title="No projects yet"
              message="Post your first development project. Our team reviews it, then it appears on your public portfolio."
              action={postButton}
            />
          ) : (
            <ProjectTabs
              projects={mine}
              filter={filter}
              onFilterChange={(next) => setSearchParams(next === 'all' ? {} : { review: next }, { replace: true })}
              onDelete={removal.ask}
              onWithdrawChanges={withdrawal.ask}
            />
          )
        }
      </AsyncContent>
      <ConfirmDialog
        isOpen={removal.asked !== null}
        onOpenChange={(open) => !open && removal.cancel()}
        title="Delete this project?"
        message={`${removal.asked?.projectName ?? 'The project'} and its photos will be removed from Nivaas for good. This cannot be undone.`}
        confirmLabel="Delete project"
        confirmVariant="danger"
        onConfirm={() => void removal.confirm()}
        isPending={removal.isDeleting}
      />
      <WithdrawChangesDialog
        name={withdrawal.asked?.projectName ?? null}
        isPending={withdrawal.isWithdrawing}
        onCancel={withdrawal.cancel}
        onConfirm={() => void withdrawal.confirm()}
      />
    </PageLayout>
  );
}

interface ProjectTabsProps {
  projects: BuilderProject[];
  filter: ReviewFilter;
  onFilterChange: (filter: ReviewFilter) => void;
  onDelete: (project: BuilderProject) => void;
  onWithdrawChanges: (project: BuilderProject) => void;
}

/** The review-state tabs, each with its count, over the list of projects in that state. */
function ProjectTabs({ projects, filter, onFilterChange, onDelete, onWithdrawChanges }: ProjectTabsProps) {
  const counts = reviewCounts(projects);
  return (
    <Tabs
      selectedKey={filter}
      onSelectionChange={(key) => isReviewFilter(String(key)) && onFilterChange(key as ReviewFilter)}
    >
      <Filters aria-label="Review state">
        {reviewFilters.map(({ id, label }) => (
          <Tab key={id} id={id}>
            {label} ({counts[id]})
          </Tab>
        ))}
      </Filters>
      {reviewFilters.map(({ id }) => {
        const shown = projectsIn(projects, id);
        return (
          <TabPanel key={id} id={id}>
            {shown.length === 0 ? (
              <Note>No projects in this state.</Note>
            ) : (
              <StackList>
                {shown.map((project) => (
                  <li key={project._id}>
                    <MyProjectRow project={project} onDelete={onDelete} onWithdrawChanges={onWithdrawChanges} />
                  </li>
                ))}
              </StackList>
            )}
          </TabPanel>
        );
      })}
    </Tabs>
  );
}

const Filters = styled(TabList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  [role='tab'] {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    cursor: pointer;
    &[data-selected] {
      color: ${({ theme }) => theme.color.onPrimary};
      background: ${({ theme }) => theme.color.primary};
      border-color: ${({ theme }) => theme.color.primary};
    }
    &[data-focus-visible] {
      outline: 2px solid ${({ theme }) => theme.color.focusRing};
      outline-offset: 2px;
    }
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
