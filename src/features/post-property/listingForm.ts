import {
  MAX_BHK,
  MIN_BHK,
  emptyListingFields,
  fieldsOfListing,
  type Listing,
  type ListingFieldKey,
  type ListingFields,
  type ListingLocation,
} from '@/api/contract';
import type { ImagePickerValue } from '@/components/ImagePicker';
import { editableVersion } from '@/entities/revision';
import type { FieldMessages } from '@/lib/fieldMessages';

/** The listing form: the fields, the photos (saved ones first in edit mode) and whether anything changed. */
export interface ListingFormState {
  fields: ListingFields;
  photos: ImagePickerValue;
  dirty: boolean;
}

export const newListingForm = (): ListingFormState => ({
  fields: emptyListingFields(),
  photos: { files: [], savedUrls: [] },
  dirty: false,
});

/**
 * Edit mode: the saved listing, its photos kept in their order (the first is the cover). When changes
 * wait for review the edit starts from them, and saving updates the same revision (docs/review.md#revisions).
 */
export function formOfListing(saved: Listing): ListingFormState {
  const listing = editableVersion(saved);
  return {
    fields: fieldsOfListing(listing),
    photos: { files: [], savedUrls: listing.photos.map((photo) => photo.url) },
    dirty: false,
  };
}

/** A change to the fields outside the location. */
export type FieldsPatch = Partial<Omit<ListingFields, 'location'>>;

export type ListingFormAction =
  | { type: 'fields'; patch: FieldsPatch }
  | { type: 'location'; patch: Partial<ListingLocation> }
  | { type: 'photos'; photos: ImagePickerValue }
  | { type: 'reset'; state: ListingFormState };

export function listingFormReducer(state: ListingFormState, action: ListingFormAction): ListingFormState {
  switch (action.type) {
    case 'fields':
      return { ...state, dirty: true, fields: { ...state.fields, ...action.patch } };
    case 'location': {
      const location = { ...state.fields.location, ...action.patch };
      // A city belongs to its state: choosing another state asks for the city again.
      if (action.patch.state !== undefined && action.patch.state !== state.fields.location.state) location.city = '';
      return { ...state, dirty: true, fields: { ...state.fields, location } };
    }
    case 'photos':
      return { ...state, dirty: true, photos: action.photos };
    case 'reset':
      return action.state;
  }
}

export const PINCODE_LENGTH = 6;

/** What the pincode field keeps of a typed or pasted text: its digits, at most six. */
export const pincodeInput = (raw: string) => raw.replace(/\D/g, '').slice(0, PINCODE_LENGTH);

export const photoCount = (photos: ImagePickerValue) => photos.files.length + photos.savedUrls.length;

export const bhkChoices = Array.from({ length: MAX_BHK - MIN_BHK + 1 }, (_, index) => {
  const bhk = MIN_BHK + index;
  return { id: String(bhk), label: `${bhk} BHK` };
});

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'yyyy-mm' as people read it: 'June 2027'. */
export const possessionLabel = (month: string) => {
  const [year, mm] = month.split('-').map(Number);
  return year && mm ? monthName.format(Date.UTC(year, mm - 1, 1)) : month;
};

/**
 * The possession months offered: this month and the next five years. A saved month outside that
 * window (an older listing) stays offered so that editing does not lose it.
 */
export function possessionChoices(now: Date, saved = '', months = 60) {
  const ids: string[] = [];
  for (let offset = 0; offset < months; offset++) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    ids.push(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  if (/^\d{4}-\d{2}$/.test(saved) && !ids.includes(saved)) ids.unshift(saved);
  return ids.map((id) => ({ id, label: possessionLabel(id) }));
}

/** The first field with a message, in the order the form shows them (`order`: the field keys on screen). */
export const firstErrorIn = (order: readonly string[], errors: FieldMessages<ListingFieldKey>) =>
  order.find((key) => errors[key as ListingFieldKey] !== undefined) ?? null;

/** A label map as the options of a Select, in the map's order. */
export const choicesOf = <Id extends string>(labels: Record<Id, string>) =>
  (Object.keys(labels) as Id[]).map((id) => ({ id, label: labels[id] }));
