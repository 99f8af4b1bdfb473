import type { BuilderProjectFields, CommercialType, PropertyType, ResidentialType } from '@/api/contract';

/** The five kinds of project. */
export type ProjectKind = 'villa' | 'flat' | 'shops' | 'office' | 'mixed';

/** The type choices of a saved record (absent when not chosen) or of the wizard's fields ('' until chosen). */
export interface ProjectTypeChoices {
  propertyType?: PropertyType | '';
  residentialType?: ResidentialType | '';
  commercialType?: CommercialType | '';
}

/** The kind of a project, or null until its type is chosen. */
export function kindOf(project: ProjectTypeChoices): ProjectKind | null {
  if (project.propertyType === 'residential') {
    if (project.residentialType === 'villa') return 'villa';
    if (project.residentialType === 'flat') return 'flat';
  }
  if (project.propertyType === 'commercial') {
    if (project.commercialType === 'shops') return 'shops';
    if (project.commercialType === 'office') return 'office';
    if (project.commercialType === 'shop/office') return 'mixed';
  }
  return null;
}

/** docs/wizard.md#type-label: the type label of each kind. */
const typeLabels: Record<ProjectKind, string> = {
  villa: 'Residential Villa',
  flat: 'Residential Flat',
  shops: 'Commercial Shops',
  office: 'Commercial Office',
  mixed: 'Mixed Use (Shop/Office)',
};

/** docs/wizard.md#type-label: 'Property' until a kind is chosen. */
export const typeLabel = (project: ProjectTypeChoices): string => {
  const kind = kindOf(project);
  return kind ? typeLabels[kind] : 'Property';
};

/** The detail sections of a saved record (only its own kind's) or of the wizard's fields (all of them). */
export type ProjectSections = Partial<
  Pick<BuilderProjectFields, 'villaDetails' | 'flatDetails' | 'shopDetails' | 'officeDetails' | 'mixedUseDetails'>
>;

/** What the kind's readers need: the type choices and the detail sections. */
export type ProjectDetails = ProjectTypeChoices & ProjectSections;

/** Every price of the kind's configurations or types (docs/formatting.md#price-range). */
export function pricesOf(project: ProjectDetails): Array<number | null> {
  switch (kindOf(project)) {
    case 'villa':
      return (project.villaDetails?.configurations ?? []).map((c) => c.price);
    case 'flat':
      return (project.flatDetails?.configurations ?? []).map((c) => c.price);
    case 'shops':
      return (project.shopDetails?.types ?? []).map((t) => t.price);
    case 'office':
      return (project.officeDetails?.types ?? []).map((t) => t.price);
    case 'mixed':
      return [...(project.mixedUseDetails?.shopTypes ?? []), ...(project.mixedUseDetails?.officeTypes ?? [])].map(
        (t) => t.price,
      );
    default:
      return [];
  }
}

/**
 * docs/portfolio.md#project-card: how many homes a residential project has, as its builder gave it
 * ('256 flats', '1 villa'); '' for a commercial project or one without the figure.
 */
export function unitCountText(project: ProjectDetails): string {
  const kind = kindOf(project);
  const count =
    kind === 'villa'
      ? project.villaDetails?.totalVillas
      : kind === 'flat'
        ? project.flatDetails?.totalApartments
        : null;
  if (typeof count !== 'number' || !(count > 0)) return '';
  const noun = kind === 'villa' ? 'villa' : 'flat';
  return `${count.toLocaleString('en-IN')} ${noun}${count === 1 ? '' : 's'}`;
}
