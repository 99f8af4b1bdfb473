import type { BuilderProjectFields } from '@/api/contract';
import { kindOf, type ProjectKind } from '@/entities/project';

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
