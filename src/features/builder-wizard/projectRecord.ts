import { emptyProjectFields, pinOfPlace, type BuilderProject, type BuilderProjectFields } from '@/api/contract';
import type { ProjectFormState } from './projectForm';
import { mediaFromSaved } from './wizardMedia';

/** docs/wizard.md#entry-lists: a list always shows at least one entry, even if a saved record has none. */
const atLeastOne = <Entry>(entries: Entry[] | undefined, fallback: Entry[]): Entry[] =>
  entries && entries.length > 0 ? entries : fallback;

/** Edit mode: the saved record as the wizard holds it; sections of other kinds start empty. */
export function formFromProject(project: BuilderProject): ProjectFormState {
  const empty = emptyProjectFields();
  const saved = project.location ?? {};
  const fields: BuilderProjectFields = {
    ...empty,
    propertyType: project.propertyType,
    residentialType: project.residentialType ?? '',
    commercialType: project.commercialType ?? '',
    projectStatus: project.projectStatus ?? '',
    completionTimeline: project.completionTimeline ?? '',
    projectName: project.projectName,
    description: project.description,
    location: {
      address: saved.address ?? '',
      state: saved.state ?? '',
      city: saved.city ?? '',
      area: saved.area ?? '',
      pincode: saved.pincode ?? '',
      landmark: saved.landmark ?? '',
    },
    place: pinOfPlace(project.place),
    reraNumber: project.reraNumber ?? '',
  };
  const { villaDetails, flatDetails, shopDetails, officeDetails, mixedUseDetails } = project;
  if (villaDetails) {
    const configurations = atLeastOne(villaDetails.configurations, empty.villaDetails.configurations);
    fields.villaDetails = { ...villaDetails, configurations };
  }
  if (flatDetails) {
    const configurations = atLeastOne(flatDetails.configurations, empty.flatDetails.configurations);
    fields.flatDetails = { ...flatDetails, configurations };
  }
  if (shopDetails)
    fields.shopDetails = { ...shopDetails, types: atLeastOne(shopDetails.types, empty.shopDetails.types) };
  if (officeDetails)
    fields.officeDetails = { ...officeDetails, types: atLeastOne(officeDetails.types, empty.officeDetails.types) };
  if (mixedUseDetails) {
    fields.mixedUseDetails = {
      ...mixedUseDetails,
      shopTypes: atLeastOne(mixedUseDetails.shopTypes, empty.mixedUseDetails.shopTypes),
      officeTypes: atLeastOne(mixedUseDetails.officeTypes, empty.mixedUseDetails.officeTypes),
    };
  }
  return { fields, media: mediaFromSaved(project.media), step: 1, dirty: false };
}
