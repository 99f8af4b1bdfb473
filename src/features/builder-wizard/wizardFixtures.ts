import { emptyProjectFields, type BuilderProjectFields } from '@/api/contract';
import { aProject } from '@mocks/factories';
import type { ProjectFormState } from './projectForm';
import { formFromProject } from './projectRecord';
import type { ProjectKind } from '@/entities/project';
import { emptyMedia, type WizardMedia } from './wizardMedia';

// Stories only: small real PNGs (so previews decode) and forms filled up to a given step.

const tints = {
  brand: 'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAIAAAAiZtkUAAAAEUlEQVR4nGM4ESaFhhjIFQIAaFgdQfLr2C8AAAAASUVORK5CYII=',
  blue: 'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAIAAAAiZtkUAAAAEUlEQVR4nGOQ9buBhhjIFQIAbbAeSRb1nlcAAAAASUVORK5CYII=',
} as const;

export const photo = (name: string, tint: keyof typeof tints = 'brand') =>
  new File([Uint8Array.from(atob(tints[tint]), (char) => char.charCodeAt(0))], name, { type: 'image/png' });

/** New photos as the create wizard holds them after step 4. */
export const chosenPhotos = (): WizardMedia => ({
  bannerPhoto: { files: [photo('banner.png')], savedUrls: [] },
  blueprintPhotos: { files: [photo('plan-ground.png', 'blue'), photo('plan-first.png', 'blue')], savedUrls: [] },
  additionalPhotos: { files: [photo('clubhouse.png')], savedUrls: [] },
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
