import type { BuilderProject, CompletionTimeline, ProjectStatus } from '@/api/contract';

/** docs/wizard.md#project-status: the label of each project status. */
export const statusLabels: Record<ProjectStatus, string> = {
  completed: 'Completed',
  'complete soon': 'Completing Soon',
  'under construction': 'Under Construction',
  'not started': 'Not Started Yet',
};

/**
 * docs/wizard.md#project-status: how the portfolio and the builder's dashboard word a status: a
 * project not started is Upcoming.
 */
export const portfolioStatusLabel = (status: ProjectStatus): string =>
  status === 'not started' ? 'Upcoming' : statusLabels[status];

/** docs/portfolio.md#missing-status: a missing status counts as not started. */
export const projectStatusOf = (project: Pick<BuilderProject, 'projectStatus'>): ProjectStatus =>
  project.projectStatus ?? 'not started';

/** docs/wizard.md#completion-timeline: the label of each completion timeline. */
export const timelineLabels: Record<CompletionTimeline, string> = {
  '3 months': 'Within 3 Months',
  '6 months': 'Within 6 Months',
  '1 year': 'Within 1 Year',
  '2 years': 'More than 1 Year',
};

/** docs/portfolio.md#location-text: area, city, state, or 'Location not specified'. */
export function locationText(project: Pick<BuilderProject, 'location'>): string {
  const { area, city, state } = project.location ?? {};
  const parts = [area, city, state].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? parts.join(', ') : 'Location not specified';
}

/**
 * docs/formatting.md#bhk: a BHK reads '3 BHK' everywhere, with a space, and the open-ended top
 * choice '6+ BHK' as the search's '5+ BHK' does. The stored values keep the wizard's ('3BHK', '6BHK+');
 * anything else is shown as typed.
 */
export function bhkTypeLabel(bhkType: string): string {
  const match = /^\s*(\d+)\s*BHK\s*(\+?)\s*$/i.exec(bhkType);
  return match ? `${match[1]}${match[2]} BHK` : bhkType;
}
