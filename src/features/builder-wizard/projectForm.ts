import {
  emptyCommercialUnit,
  emptyFlatConfiguration,
  emptyProjectFields,
  emptyVillaConfiguration,
  PINCODE_LENGTH,
  WIZARD_STEP_COUNT,
  type BuilderProjectFields,
  type CommercialType,
  type CommercialUnit,
  type CompletionTimeline,
  type FlatConfiguration,
  type Pin,
  type ProjectLocation,
  type ProjectStatus,
  type PropertyType,
  type ResidentialType,
  type VillaConfiguration,
} from '@/api/contract';
import type { ImagePickerValue } from '@/components/ImagePicker';
import { emptyMedia, type MediaSlot, type WizardMedia } from './wizardMedia';

/** docs/wizard.md#wizard-steps: step 4 chooses the media, step 5 reviews and submits. */
export const TYPE_DETAILS_STEP = 3;
export const MEDIA_STEP = 4;
export const REVIEW_STEP = WIZARD_STEP_COUNT;

export interface ProjectFormState {
  fields: BuilderProjectFields;
  media: WizardMedia;
  /** The wizard step shown, 1 to 5. */
  step: number;
  /** Something was typed or chosen since the form started: only then is a draft worth keeping. */
  dirty: boolean;
}

export const newProjectForm = (): ProjectFormState => ({
  fields: emptyProjectFields(),
  media: emptyMedia(),
  step: 1,
  dirty: false,
});

/** The lists of step 3, each holding one kind of entry. */
interface EntryLists {
  villaConfigurations: VillaConfiguration;
  flatConfigurations: FlatConfiguration;
  shopTypes: CommercialUnit;
  officeTypes: CommercialUnit;
  mixedShopTypes: CommercialUnit;
  mixedOfficeTypes: CommercialUnit;
}
export type EntryListName = keyof EntryLists;
export type EntryOf<L extends EntryListName> = EntryLists[L];

type ListAccess = {
  [L in EntryListName]: {
    read: (fields: BuilderProjectFields) => EntryLists[L][];
    write: (fields: BuilderProjectFields, entries: EntryLists[L][]) => BuilderProjectFields;
    empty: () => EntryLists[L];
  };
};

const lists: ListAccess = {
  villaConfigurations: {
    read: (f) => f.villaDetails.configurations,
    write: (f, configurations) => ({ ...f, villaDetails: { ...f.villaDetails, configurations } }),
    empty: emptyVillaConfiguration,
  },
  flatConfigurations: {
    read: (f) => f.flatDetails.configurations,
    write: (f, configurations) => ({ ...f, flatDetails: { ...f.flatDetails, configurations } }),
    empty: emptyFlatConfiguration,
  },
  shopTypes: {
    read: (f) => f.shopDetails.types,
    write: (f, types) => ({ ...f, shopDetails: { ...f.shopDetails, types } }),
    empty: emptyCommercialUnit,
  },
  officeTypes: {
    read: (f) => f.officeDetails.types,
    write: (f, types) => ({ ...f, officeDetails: { ...f.officeDetails, types } }),
    empty: emptyCommercialUnit,
  },
  mixedShopTypes: {
    read: (f) => f.mixedUseDetails.shopTypes,
    write: (f, shopTypes) => ({ ...f, mixedUseDetails: { ...f.mixedUseDetails, shopTypes } }),
    empty: emptyCommercialUnit,
  },
  mixedOfficeTypes: {
    read: (f) => f.mixedUseDetails.officeTypes,
    write: (f, officeTypes) => ({ ...f, mixedUseDetails: { ...f.mixedUseDetails, officeTypes } }),
    empty: emptyCommercialUnit,
  },
};

export const entriesOf = <L extends EntryListName>(fields: BuilderProjectFields, list: L): EntryLists[L][] =>
  lists[list].read(fields);

function changeList<L extends EntryListName>(
  fields: BuilderProjectFields,
  list: L,
  change: (entries: EntryLists[L][]) => EntryLists[L][],
): BuilderProjectFields {
  const { read, write } = lists[list];
  return write(fields, change(read(fields)));
}

function editEntry<L extends EntryListName>(
  fields: BuilderProjectFields,
  { list, index, patch }: { list: L; index: number; patch: Partial<EntryLists[L]> },
): BuilderProjectFields {
  return changeList(fields, list, (entries) =>
    entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)),
  );
}

type DetailSection = 'villaDetails' | 'flatDetails' | 'shopDetails' | 'officeDetails' | 'mixedUseDetails';

/** Totals and amenity flags of one detail section (its lists change through the entry actions). */
type EditDetails = {
  [S in DetailSection]: { type: 'editDetails'; section: S; patch: Partial<BuilderProjectFields[S]> };
}[DetailSection];

type EditEntry = {
  [L in EntryListName]: { type: 'editEntry'; list: L; index: number; patch: Partial<EntryLists[L]> };
}[EntryListName];

export type ProjectFormAction =
  | { type: 'choosePropertyType'; value: PropertyType }
  | { type: 'chooseResidentialType'; value: ResidentialType }
  | { type: 'chooseCommercialType'; value: CommercialType }
  | { type: 'chooseStatus'; value: ProjectStatus }
  | { type: 'chooseTimeline'; value: CompletionTimeline }
  | { type: 'setText'; field: 'projectName' | 'description' | 'reraNumber'; value: string }
  | { type: 'setLocation'; field: keyof ProjectLocation; value: string }
  | { type: 'setPlace'; place: Pin }
  | EditDetails
  | { type: 'addEntry'; list: EntryListName }
  | { type: 'removeEntry'; list: EntryListName; index: number }
  | EditEntry
  | { type: 'setMedia'; slot: MediaSlot; value: ImagePickerValue }
  | { type: 'goToStep'; step: number }
  /** Start over from a given state (discarding a draft). */
  | { type: 'reset'; state: ProjectFormState };

/** docs/wizard.md#pincode-input: pincode is digits only, at most 6 characters. */
export const pincodeInput = (value: string) => value.replace(/\D/g, '').slice(0, PINCODE_LENGTH);

function nextLocation(location: ProjectLocation, field: keyof ProjectLocation, value: string): ProjectLocation {
  if (field === 'pincode') return { ...location, pincode: pincodeInput(value) };
  // docs/wizard.md#state-clears-city: changing the state clears the city.
  if (field === 'state' && value !== location.state) return { ...location, state: value, city: '' };
  return { ...location, [field]: value };
}

function nextFields(f: BuilderProjectFields, action: ProjectFormAction): BuilderProjectFields {
  switch (action.type) {
    // docs/wizard.md#type-choice-clears: choosing residential clears commercialType and vice versa.
    case 'choosePropertyType':
      return action.value === 'residential'
        ? { ...f, propertyType: 'residential', commercialType: '' }
        : { ...f, propertyType: 'commercial', residentialType: '' };
    case 'chooseResidentialType':
      return { ...f, residentialType: action.value };
    case 'chooseCommercialType':
      return { ...f, commercialType: action.value };
    // docs/wizard.md#completion-timeline: the timeline is asked only when the status is not completed, so completed clears it.
    case 'chooseStatus':
      return {
        ...f,
        projectStatus: action.value,
        completionTimeline: action.value === 'completed' ? '' : f.completionTimeline,
      };
    case 'chooseTimeline':
      return { ...f, completionTimeline: action.value };
    case 'setText':
      return { ...f, [action.field]: action.value };
    case 'setLocation':
      return { ...f, location: nextLocation(f.location, action.field, action.value) };
    case 'setPlace':
      return { ...f, place: action.place };
    case 'editDetails':
      return { ...f, [action.section]: { ...f[action.section], ...action.patch } };
    // docs/wizard.md#entry-lists: adding is always possible and new entries start empty.
    case 'addEntry':
      return changeList(f, action.list, (entries) => [...entries, lists[action.list].empty()]);
    // ...and removing only while more than one entry exists.
    case 'removeEntry':
      return changeList(f, action.list, (entries) =>
        entries.length > 1 ? entries.filter((_, index) => index !== action.index) : entries,
      );
    case 'editEntry':
      return editEntry(f, action);
    default:
      return f;
  }
}

export function projectFormReducer(state: ProjectFormState, action: ProjectFormAction): ProjectFormState {
  switch (action.type) {
    case 'goToStep':
      return { ...state, step: Math.min(Math.max(action.step, 1), WIZARD_STEP_COUNT) };
    case 'setMedia':
      return { ...state, dirty: true, media: { ...state.media, [action.slot]: action.value } };
    case 'reset':
      return action.state;
    default:
      return { ...state, dirty: true, fields: nextFields(state.fields, action) };
  }
}
