import { emptyProjectFields, type BuilderProjectFields } from '@/api/contract';
import { aProject } from '@mocks/factories';
import { pngFile } from './formSteps';
import type { ProjectFormState } from '@/features/builder-wizard/projectForm';
import { formFromProject } from '@/features/builder-wizard/projectRecord';
import type { ProjectKind } from '@/entities/project';
import { emptyMedia, type WizardMedia } from '@/features/builder-wizard/wizardMedia';

// Stories only: forms filled up to a given step.

/** New photos as the create wizard holds them after step 4. */
export const chosenPhotos = (): WizardMedia => ({
  bannerPhoto: { files: [pngFile('banner.png')], savedUrls: [] },
  blueprintPhotos: { files: [pngFile('plan-ground.png', 'blue'), pngFile('plan-first.png', 'blue')], savedUrls: [] },
  additionalPhotos: { files: [pngFile('clubhouse.png')], savedUrls: [] },
});

/** All fields of a project of `kind`, as the factory's saved project holds them. */
export const fieldsOf = (kind: ProjectKind, overrides: Parameters<typeof aProject>[1] = {}): BuilderProjectFields =>
  formFromProject(aProject(kind, overrides)).fields;

const sectionOf: Record<ProjectKind, keyof BuilderProjectFields> = {
  villa: 'villaDetails',
  flat: 'flatDetails',
  shops: 'shopDetails',
  office: 'officeDetails',
  mixed: 'mixedUseDetails',
};

/**
 * A create form of `kind` open at `step`, with every earlier step filled as a builder would have
 * filled it and the later steps still empty.
 */
export function formAt(kind: ProjectKind, step: number): ProjectFormState {
  const full = fieldsOf(kind);
  const empty = emptyProjectFields();
  const fields: BuilderProjectFields = {
    ...empty,
    ...(step > 1 && {
      propertyType: full.propertyType,
      residentialType: full.residentialType,
      commercialType: full.commercialType,
      projectStatus: full.projectStatus,
      completionTimeline: full.completionTimeline,
      projectName: full.projectName,
      description: full.description,
    }),
    ...(step > 2 && { location: full.location }),
    ...(step > 3 && { [sectionOf[kind]]: full[sectionOf[kind]] }),
  };
  return { fields, media: step > 4 ? chosenPhotos() : emptyMedia(), step, dirty: false };
}
