import { z } from 'zod';
import { listingFieldsSchema } from '@/api/contract';
import type { ListingFormState } from './listingForm';

/**
 * What is typed in the listing form survives a reload and a failed submit: the fields and the saved
 * photos kept (edit mode) live in local storage, one draft per user and per listing. Chosen files
 * cannot be stored there; their names are kept so the person can be told which to choose again.
 */
export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const listingDraftKey = (userId: string, listingId?: string) =>
  `nivaas:listing-draft:${userId}:${listingId ?? 'new'}`;

const storedDraftSchema = z.object({
  version: z.literal(1),
  fields: listingFieldsSchema,
  savedUrls: z.array(z.string()),
  fileNames: z.array(z.string()),
});
type StoredDraft = z.infer<typeof storedDraftSchema>;

/** Local storage where there is one; private modes and Node have none (or one that throws). */
function browserStore(): DraftStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function saveListingDraft(key: string, state: ListingFormState, store = browserStore()) {
  const draft: StoredDraft = {
    version: 1,
    fields: state.fields,
    savedUrls: state.photos.savedUrls,
    fileNames: state.photos.files.map((file) => file.name),
  };
  try {
    store?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or refused storage only costs the draft; the form itself keeps working.
  }
}

export function clearListingDraft(key: string, store = browserStore()) {
  store?.removeItem(key);
}

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
  const raw = store?.getItem(key);
  if (!raw) return null;
  let parsed: ReturnType<typeof storedDraftSchema.safeParse> | null = null;
  try {
    parsed = storedDraftSchema.safeParse(JSON.parse(raw));
  } catch {
    // not JSON: dropped below
  }
  if (!parsed?.success) {
    store?.removeItem(key);
    return null;
  }
  const { fields, savedUrls, fileNames } = parsed.data;
  return {
    state: {
      fields,
      photos: { files: [], savedUrls: savedUrls.filter((url) => initial.photos.savedUrls.includes(url)) },
      dirty: true,
    },
    lostFiles: fileNames,
  };
}
