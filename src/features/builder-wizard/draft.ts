import { z } from 'zod';
import { builderProjectFieldsSchema, WIZARD_STEP_COUNT } from '@/api/contract';
import { formDraft } from '@/lib/draftSlot';
import { MEDIA_STEP, type ProjectFormState } from './projectForm';
import { chosenFileNames, type MediaSlot, type WizardMedia } from './wizardMedia';

/**
 * docs/wizard.md#wizard-draft: what is typed survives a reload: the text of the form, the step and
 * the saved images kept (edit mode) live in local storage. Chosen files cannot be stored there;
 * their names are kept so the person can be told which ones to choose again.
 */
/** One draft per user and per project: a new project, or the project being edited. */
export const draftKey = (userId: string, projectId?: string) => `nivaas:wizard-draft:${userId}:${projectId ?? 'new'}`;

/**
 * The form as the draft left it, over `initial`. Saved images stay only if the record still has
 * them. When files were lost the wizard opens at most at the media step, where they are chosen again.
 */
export const projectDraft = formDraft(
  {
    step: z.number().int().min(1).max(WIZARD_STEP_COUNT),
    fields: builderProjectFieldsSchema,
    savedUrls: z.object({
      bannerPhoto: z.array(z.string()),
      blueprintPhotos: z.array(z.string()),
      additionalPhotos: z.array(z.string()),
    }),
  },
  {
    write: (state: ProjectFormState) => ({
      step: state.step,
      fields: state.fields,
      savedUrls: {
        bannerPhoto: state.media.bannerPhoto.savedUrls,
        blueprintPhotos: state.media.blueprintPhotos.savedUrls,
        additionalPhotos: state.media.additionalPhotos.savedUrls,
      },
    }),
    chosenFiles: (state) => chosenFileNames(state.media),
    read: (draft, initial, lostFiles) => {
      const keep = (slot: MediaSlot) => ({
        files: [],
        savedUrls: draft.savedUrls[slot].filter((url) => initial.media[slot].savedUrls.includes(url)),
      });
      const media: WizardMedia = {
        bannerPhoto: keep('bannerPhoto'),
        blueprintPhotos: keep('blueprintPhotos'),
        additionalPhotos: keep('additionalPhotos'),
      };
      const step = lostFiles.length > 0 ? Math.min(draft.step, MEDIA_STEP) : draft.step;
      return { fields: draft.fields, media, step, dirty: true };
    },
  },
);
