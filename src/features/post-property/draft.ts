import { z } from 'zod';
import { listingFieldsSchema } from '@/api/contract';
import { draftSlot } from '@/lib/draftSlot';
import { browserStore } from '@/lib/storage';
import type { ListingFormState } from './listingForm';

/**
 * What is typed in the listing form survives a reload and a failed submit: the fields and the saved
 * photos kept (edit mode) live in local storage, one draft per user and per listing. Chosen files
 * cannot be stored there; their names are kept so the person can be told which to choose again.
 */
export const listingDraftKey = (userId: string, listingId?: string) =>
  `nivaas:listing-draft:${userId}:${listingId ?? 'new'}`;

const storedDraftSchema = z.object({
  version: z.literal(1),
  fields: listingFieldsSchema,
  savedUrls: z.array(z.string()),
  fileNames: z.array(z.string()),
});
type StoredDraft = z.infer<typeof storedDraftSchema>;

const slot = draftSlot(storedDraftSchema);

export function saveListingDraft(key: string, state: ListingFormState, store = browserStore()) {
  const draft: StoredDraft = {
    version: 1,
    fields: state.fields,
    savedUrls: state.photos.savedUrls,
    fileNames: state.photos.files.map((file) => file.name),
  };
  slot.save(key, draft, store);
}

export const clearListingDraft = slot.clear;

export interface RestoredListingDraft {
  state: ListingFormState;
  /** Photos chosen before the reload, which must be chosen again. */
  lostFiles: string[];
}

/**
 * The form as the draft left it, over `initial` (the empty form, or the saved listing in edit mode).
 * Saved photos stay only if the listing still has them. A damaged or older draft is dropped.
 */
export function restoreListingDraft(
  key: string,
  initial: ListingFormState,
  store = browserStore(),
): RestoredListingDraft | null {
  const draft = slot.read(key, store);
  if (!draft) return null;
  const { fields, savedUrls, fileNames } = draft;
  return {
    state: {
      fields,
      photos: { files: [], savedUrls: savedUrls.filter((url) => initial.photos.savedUrls.includes(url)) },
      dirty: true,
    },
    lostFiles: fileNames,
  };
}
