import type { MediaCounts, ProjectMedia } from '@/api/contract';
import type { ProjectFiles } from '@/api';
import type { ImagePickerValue } from '@/components/ImagePicker';

/** The three media fields of docs/wizard.md#project-fields, named as the multipart body and the saved record name them. */
export const mediaSlots = ['bannerPhoto', 'blueprintPhotos', 'additionalPhotos'] as const;
export type MediaSlot = (typeof mediaSlots)[number];

/** Per slot: files chosen on this visit, and (edit mode) the URLs of images saved earlier. */
export type WizardMedia = Record<MediaSlot, ImagePickerValue>;

export const emptyMedia = (): WizardMedia => ({
  bannerPhoto: { files: [], savedUrls: [] },
  blueprintPhotos: { files: [], savedUrls: [] },
  additionalPhotos: { files: [], savedUrls: [] },
});

/** Edit mode starts from what the record holds. */
export const mediaFromSaved = (saved: ProjectMedia): WizardMedia => ({
  bannerPhoto: { files: [], savedUrls: saved.bannerPhoto ? [saved.bannerPhoto] : [] },
  blueprintPhotos: { files: [], savedUrls: [...saved.blueprintPhotos] },
  additionalPhotos: { files: [], savedUrls: [...saved.additionalPhotos] },
});

const countOf = ({ files, savedUrls }: ImagePickerValue) => files.length + savedUrls.length;

/** docs/wizard.md#saved-media-counts: already saved media counts in edit mode. */
export const mediaCounts = (media: WizardMedia): MediaCounts => ({
  banner: countOf(media.bannerPhoto),
  blueprints: countOf(media.blueprintPhotos),
});

/**
 * The photos of the multipart body: those chosen on this visit by the keys of their uploads
 * (docs/api.md#photo-uploads), once every one is up; `uploaded` waits for them and rejects with
 * the ones that failed. In edit mode the saved images still shown are sent as kept, so an image the
 * builder removed is really removed.
 */
export async function toProjectFiles(
  media: WizardMedia,
  mode: 'create' | 'edit',
  uploaded: (files: readonly File[]) => Promise<string[]>,
): Promise<ProjectFiles> {
  const chosen = mediaSlots.map((slot) => media[slot].files);
  const keys = await uploaded(chosenFiles(media));
  const [banner = [], blueprints = [], additional = []] = chosen.map((files, i) => {
    const before = chosen.slice(0, i).reduce((n, earlier) => n + earlier.length, 0);
    return keys.slice(before, before + files.length);
  });
  const files: ProjectFiles = {
    bannerPhoto: null,
    blueprintPhotos: [],
    additionalPhotos: [],
    uploadedMedia: { bannerPhoto: banner[0] ?? null, blueprintPhotos: blueprints, additionalPhotos: additional },
  };
  if (mode === 'edit') {
    files.keptMedia = {
      bannerPhoto: media.bannerPhoto.savedUrls[0] ?? null,
      blueprintPhotos: media.blueprintPhotos.savedUrls,
      additionalPhotos: media.additionalPhotos.savedUrls,
    };
  }
  return files;
}

/** The files chosen on this visit, banner first. */
export const chosenFiles = (media: WizardMedia): File[] => mediaSlots.flatMap((slot) => media[slot].files);

/** The names of chosen files: a reload loses them, and the person is told which. */
export const chosenFileNames = (media: WizardMedia): string[] => chosenFiles(media).map((file) => file.name);
