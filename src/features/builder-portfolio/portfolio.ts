import type { BuilderProject, ProjectStatus } from '@/api/contract';
import { portfolioStatusLabel, statusLabels, projectStatusOf } from '@/entities/project';

export interface PortfolioSection {
  status: ProjectStatus;
  title: string;
  projects: BuilderProject[];
}

/**
 * docs/portfolio.md#portfolio-sections: the project sections, in this order, titled by the status's
 * words (docs/wizard.md#project-status: Completed Projects, Completing Soon, Under Construction,
 * Upcoming Projects).
 */
const sectionOrder: ReadonlyArray<[ProjectStatus, string]> = [
  ['completed', `${statusLabels.completed} Projects`],
  ['complete soon', statusLabels['complete soon']],
  ['under construction', statusLabels['under construction']],
  ['not started', `${portfolioStatusLabel('not started')} Projects`],
];

/** The non-empty sections, in the rule's order. */
export function groupByStatus(projects: readonly BuilderProject[]): PortfolioSection[] {
  return sectionOrder
    .map(([status, title]) => ({ status, title, projects: projects.filter((p) => projectStatusOf(p) === status) }))
    .filter((section) => section.projects.length > 0);
}

/**
 * docs/portfolio.md#portfolio-stats: the stat cards, the spec's four and Upcoming, so the statuses add
 * up to the total (issue #36: 7 projects against 2 + 2 + 1).
 */
export function portfolioStats(projects: readonly BuilderProject[]) {
  const count = (status: ProjectStatus) => projects.filter((p) => projectStatusOf(p) === status).length;
  return [
    { label: 'Total Projects', value: projects.length },
    ...(['completed', 'under construction', 'complete soon'] as const).map((status) => ({
      label: statusLabels[status],
      value: count(status),
    })),
    { label: portfolioStatusLabel('not started'), value: count('not started') },
  ];
}

/** docs/portfolio.md#portfolio-sections: a count with the word 'Property' or 'Properties'. */
export const countLabel = (count: number) => `${count} ${count === 1 ? 'Property' : 'Properties'}`;

/** docs/portfolio.md#about-us: the about text when the builder wrote none. */
export const defaultAbout = (name: string) =>
  `${name} builds homes and workplaces with care for quality, honest timelines and thoughtful design. Every project is reviewed by the Nivaas team before it is listed.`;
