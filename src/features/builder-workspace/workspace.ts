import { projectStatuses, type BuilderProject, type ProjectStatus, type ReviewState } from '@/api/contract';
import { portfolioStatusLabel, projectStatusOf } from '@/entities/project';
import { projectStatusFacts, statusCounts } from '@/entities/status';

/** The review filter of the project list: every project, or one review state. */
export type ReviewFilter = ReviewState | 'all';
export const reviewFilters: ReadonlyArray<{ id: ReviewFilter; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'pending_review', label: 'Pending Review' },
  { id: 'approved', label: 'Live' },
  { id: 'rejected', label: 'Rejected' },
];

export const isReviewFilter = (value: string | null): value is ReviewFilter =>
  reviewFilters.some((filter) => filter.id === value);

export const projectsIn = (projects: readonly BuilderProject[], filter: ReviewFilter) =>
  filter === 'all' ? [...projects] : projects.filter((project) => project.reviewState === filter);

const count = <T>(items: readonly T[], matches: (item: T) => boolean) => items.filter(matches).length;

/**
 * The dashboard's figures and the tabs' counts: how many projects wait, are live or were sent back,
 * from the standings every row's badge says (docs/review.md#status-said-once; an approved project is live).
 */
export function reviewCounts(projects: readonly BuilderProject[]): Record<ReviewFilter, number> {
  const { all, pending_review, live, rejected } = statusCounts(projects.map(projectStatusFacts));
  return { all, pending_review, approved: live, rejected };
}

/** Construction progress across all of the builder's projects (a missing status is not started, docs/portfolio.md#missing-status). */
export function constructionCounts(projects: readonly BuilderProject[]): Array<{ label: string; value: number }> {
  const statusCount = (status: ProjectStatus) => count(projects, (p) => projectStatusOf(p) === status);
  return projectStatuses.map((status) => ({ label: portfolioStatusLabel(status), value: statusCount(status) }));
}

/** The newest projects first, by when they were last changed. */
export const recentProjects = (projects: readonly BuilderProject[], limit = 3) =>
  projects.toSorted((a, b) => (b.updatedAt ?? b.createdAt).localeCompare(a.updatedAt ?? a.createdAt)).slice(0, limit);
