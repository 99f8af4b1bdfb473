import { z } from 'zod';
import { listingFieldsSchema } from '@/api/contract';
import { formDraft } from '@/lib/draftSlot';
import type { ListingFormState } from './listingForm';

/**
 * docs/listings.md#listing-form: what is typed in the listing form survives a reload and a failed
 * submit: the fields and the saved photos kept (edit mode) live in local storage, one draft per user
 * and per listing. Chosen files cannot be stored there; their names are kept so the person can be
 * told which to choose again.
 */
export const listingDraftKey = (userId: string, listingId?: string) =>
  `nivaas:listing-draft:${userId}:${listingId ?? 'new'}`;

/** The form as the draft left it, over `initial`. Saved photos stay only if the listing still has them. */
export const listingDraft = formDraft(
  { fields: listingFieldsSchema, savedUrls: z.array(z.string()) },
  {
    write: (state: ListingFormState) => ({ fields: state.fields, savedUrls: state.photos.savedUrls }),
    chosenFiles: (state) => state.photos.files.map((file) => file.name),
    read: ({ fields, savedUrls }, initial) => ({
      fields,
      photos: { files: [], savedUrls: savedUrls.filter((url) => initial.photos.savedUrls.includes(url)) },
      dirty: true,
    }),
  },
);
