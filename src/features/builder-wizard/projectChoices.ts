import type {
  BasicAmenities,
  CommercialAmenities,
  CommercialType,
  CompletionTimeline,
  FlatLuxuryAmenities,
  ProjectStatus,
  PropertyType,
  ResidentialType,
  VillaLuxuryAmenities,
} from '@/api/contract';

/** A choice as the wizard offers it: the value, its label, and a line that explains it. */
export interface Choice<Id extends string> {
  id: Id;
  label: string;
  description?: string;
}

// docs/wizard.md#wizard-step-1: the type cards and their sub-choices, in the SPEC's words.
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
export const statusChoices: Choice<ProjectStatus>[] = [
  { id: 'completed', label: 'Completed' },
  { id: 'complete soon', label: 'Completing Soon' },
  { id: 'under construction', label: 'Under Construction' },
  { id: 'not started', label: 'Not Started Yet' },
];

/** docs/wizard.md#completion-timeline: completion timeline values and labels. */
export const timelineChoices: Choice<CompletionTimeline>[] = [
  { id: '3 months', label: 'Within 3 Months' },
  { id: '6 months', label: 'Within 6 Months' },
  { id: '1 year', label: 'Within 1 Year' },
  { id: '2 years', label: 'More than 1 Year' },
];

export const labelOf = <Id extends string>(choices: readonly Choice<Id>[], id: Id | ''): string =>
  choices.find((choice) => choice.id === id)?.label ?? '';

/** docs/wizard.md#amenity-labels: the amenity flags and their labels, in the SPEC's order. */
export const basicAmenityLabels: Record<keyof BasicAmenities, string> = {
  security: '24/7 Security',
  parking: 'Parking',
  powerBackup: 'Power Backup',
  liftElevator: 'Lift & Elevator',
};
export const villaLuxuryAmenityLabels: Record<keyof VillaLuxuryAmenities, string> = {
  privateGarden: 'Private Garden',
  swimmingPool: 'Swimming Pool',
  clubHouse: 'Club House',
  homeTheater: 'Home Theater',
};
export const flatLuxuryAmenityLabels: Record<keyof FlatLuxuryAmenities, string> = {
  garden: 'Garden',
  swimmingPool: 'Swimming Pool',
  clubHouse: 'Club House',
  homeTheater: 'Home Theater',
};
export const commercialAmenityLabels: Record<keyof CommercialAmenities, string> = {
  reception: 'Reception',
  parking: 'Parking',
  securitySystem: 'Security System',
  conferenceRoom: 'Conference Room',
};

/** The labels of the flags that are on, in label order. */
export const chosenAmenities = <Flags extends Record<string, boolean>>(
  flags: Flags,
  labels: Record<keyof Flags, string>,
): string[] => (Object.keys(labels) as Array<keyof Flags>).filter((key) => flags[key]).map((key) => labels[key]);
