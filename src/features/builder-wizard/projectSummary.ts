import type { BuilderProjectFields } from '@/api/contract';

/** The five kinds of project the wizard knows, or null until step 1 has chosen one. */
export type ProjectKind = 'villa' | 'flat' | 'shops' | 'office' | 'mixed';

export function kindOf(
  fields: Pick<BuilderProjectFields, 'propertyType' | 'residentialType' | 'commercialType'>,
): ProjectKind | null {
  if (fields.propertyType === 'residential') {
    if (fields.residentialType === 'villa') return 'villa';
    if (fields.residentialType === 'flat') return 'flat';
  }
  if (fields.propertyType === 'commercial') {
    if (fields.commercialType === 'shops') return 'shops';
    if (fields.commercialType === 'office') return 'office';
    if (fields.commercialType === 'shop/office') return 'mixed';
  }
  return null;
}

/** docs/wizard.md#type-label: the type label. */
const typeLabels: Record<ProjectKind, string> = {
  villa: 'Residential Villa',
  flat: 'Residential Flat',
  shops: 'Commercial Shops',
  office: 'Commercial Office',
  mixed: 'Mixed Use (Shop/Office)',
};
export const typeLabel = (fields: Parameters<typeof kindOf>[0]) => {
  const kind = kindOf(fields);
  return kind ? typeLabels[kind] : 'Property';
};

/** docs/wizard.md#wizard-step-3-title: step 3 is titled by the kind. */
const detailTitles: Record<ProjectKind, string> = {
  villa: 'Villa Details',
  flat: 'Flat Details',
  shops: 'Shops Details',
  office: 'Office Details',
  mixed: 'Mixed Use Details',
};

/** The heading of each step: step 3 by the kind, step 4 'Media Files'. */
export function stepHeading(step: number, fields: BuilderProjectFields): string {
  const kind = kindOf(fields);
  const headings = [
    'Project Details',
    'Location',
    kind ? detailTitles[kind] : 'Property Details',
    'Media Files',
    'Review',
  ];
  return headings[step - 1] ?? '';
}

/** The short step names under the progress bar; docs/wizard.md#wizard-steps: step 3 is Residential or Commercial Details. */
export function stepNames(fields: BuilderProjectFields): string[] {
  const details =
    fields.propertyType === 'commercial'
      ? 'Commercial Details'
      : fields.propertyType === 'residential'
        ? 'Residential Details'
        : 'Property Details';
  return ['Project Details', 'Location', details, 'Media', 'Review'];
}

/** Every price of the kind's configurations or types, for the review's price range. */
export function pricesOf(fields: BuilderProjectFields): Array<number | null> {
  switch (kindOf(fields)) {
    case 'villa':
      return fields.villaDetails.configurations.map((c) => c.price);
    case 'flat':
      return fields.flatDetails.configurations.map((c) => c.price);
    case 'shops':
      return fields.shopDetails.types.map((t) => t.price);
    case 'office':
      return fields.officeDetails.types.map((t) => t.price);
    case 'mixed':
      return [...fields.mixedUseDetails.shopTypes, ...fields.mixedUseDetails.officeTypes].map((t) => t.price);
    default:
      return [];
  }
}
