import type { BuilderProfile, BuilderProject, ProjectStatus } from '@/api/contract';

/** docs/wizard.md#project-status: the label of each project status; the portfolio calls 'not started' Upcoming. */
export const statusLabels: Record<ProjectStatus, string> = {
  completed: 'Completed',
  'complete soon': 'Completing Soon',
  'under construction': 'Under Construction',
  'not started': 'Not Started Yet',
};

/** docs/portfolio.md#missing-status: a missing status counts as not started. */
export const statusOf = (project: Pick<BuilderProject, 'projectStatus'>): ProjectStatus =>
  project.projectStatus ?? 'not started';

export interface PortfolioSection {
  status: ProjectStatus;
  title: string;
  projects: BuilderProject[];
}

/** docs/portfolio.md#portfolio-sections: the project sections, in this order. */
const sectionOrder: ReadonlyArray<[ProjectStatus, string]> = [
  ['completed', 'Completed Projects'],
  ['complete soon', 'Completing Soon'],
  ['under construction', 'Under Construction'],
  ['not started', 'Upcoming Projects'],
];

/** The non-empty sections, in SPEC order. */
export function groupByStatus(projects: readonly BuilderProject[]): PortfolioSection[] {
  return sectionOrder
    .map(([status, title]) => ({ status, title, projects: projects.filter((p) => statusOf(p) === status) }))
    .filter((section) => section.projects.length > 0);
}

/** docs/portfolio.md#portfolio-stats: the four stat cards. */
export function portfolioStats(projects: readonly BuilderProject[]) {
  const count = (status: ProjectStatus) => projects.filter((p) => statusOf(p) === status).length;
  return [
    { label: 'Total Projects', value: projects.length },
    { label: 'Completed', value: count('completed') },
    { label: 'Under Construction', value: count('under construction') },
    { label: 'Completing Soon', value: count('complete soon') },
  ];
}

/** docs/portfolio.md#portfolio-sections: a count with the word 'Property' or 'Properties'. */
export const countLabel = (count: number) => `${count} ${count === 1 ? 'Property' : 'Properties'}`;

/** docs/wizard.md#type-label: the type label of a project. */
export function typeLabel(
  project: Pick<BuilderProject, 'propertyType' | 'residentialType' | 'commercialType'>,
): string {
  if (project.propertyType === 'residential') {
    if (project.residentialType === 'villa') return 'Residential Villa';
    if (project.residentialType === 'flat') return 'Residential Flat';
  }
  if (project.propertyType === 'commercial') {
    if (project.commercialType === 'shops') return 'Commercial Shops';
    if (project.commercialType === 'office') return 'Commercial Office';
    if (project.commercialType === 'shop/office') return 'Mixed Use (Shop/Office)';
  }
  return 'Property';
}

/** docs/portfolio.md#location-text: area, city, state, or 'Location not specified'. */
export function locationText(project: Pick<BuilderProject, 'location'>): string {
  const { area, city, state } = project.location ?? {};
  const parts = [area, city, state].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? parts.join(', ') : 'Location not specified';
}

export const DEFAULT_TAGLINE = 'Professional Builder & Developer';

/** docs/portfolio.md#display-name: the company name, else the builder's name. */
export const displayName = (builder: Pick<BuilderProfile, 'companyName' | 'name'>) =>
  builder.companyName?.trim() || builder.name;

export const defaultAbout = (name: string) =>
  `${name} builds homes and workplaces with care for quality, honest timelines and thoughtful design. Every project is reviewed by the Nivaas team before it is listed.`;
