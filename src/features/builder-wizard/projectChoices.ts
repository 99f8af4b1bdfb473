import {
  completionTimelines,
  projectStatuses,
  type CommercialType,
  type CompletionTimeline,
  type ProjectStatus,
  type PropertyType,
  type ResidentialType,
} from '@/api/contract';
import { statusLabels, timelineLabels } from '@/entities/project';

/** A choice as the wizard offers it: the value, its label, and a line that explains it. */
export interface Choice<Id extends string> {
  id: Id;
  label: string;
  description?: string;
}

// docs/wizard.md#wizard-step-1: the type cards and their sub-choices, in the rule's words.
export const propertyTypeChoices: Choice<PropertyType>[] = [
  { id: 'residential', label: 'Residential', description: 'Villas or Apartments' },
  { id: 'commercial', label: 'Commercial', description: 'Shops or Offices' },
];
export const residentialTypeChoices: Choice<ResidentialType>[] = [
  { id: 'villa', label: 'Villa', description: 'Independent Houses' },
  { id: 'flat', label: 'Flat', description: 'Apartments or Flats' },
];
export const commercialTypeChoices: Choice<CommercialType>[] = [
  { id: 'shops', label: 'Shops', description: 'Retail Spaces' },
  { id: 'office', label: 'Office', description: 'Office Spaces' },
  { id: 'shop/office', label: 'Shop/Office', description: 'Mixed Use' },
];

/** docs/wizard.md#project-status: project status values and labels. */
export const statusChoices: Choice<ProjectStatus>[] = projectStatuses.map((id) => ({ id, label: statusLabels[id] }));

/** docs/wizard.md#completion-timeline: completion timeline values and labels. */
export const timelineChoices: Choice<CompletionTimeline>[] = completionTimelines.map((id) => ({
  id,
  label: timelineLabels[id],
}));
