/** docs/wizard.md#image-types: uploads accept JPEG, PNG and WebP images. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const tooManyMessage = (maxCount: number) =>
  `You can add up to ${maxCount} ${maxCount === 1 ? 'image' : 'images'}`;

/** New files chosen on this visit, and the URLs of images saved earlier (edit mode). */
export interface ImagePickerValue {
  files: File[];
  savedUrls: string[];
}

export interface PickRules {
  multiple: boolean;
  maxCount?: number;
}

export interface PickResult {
  value: ImagePickerValue;
  /** Why some picked files were left out, for the person to read. */
  problem?: string;
}

/** The declared type is one of the three (the mocks' quick check; the picker and the server read the bytes). */
export function isAcceptedImage(file: File): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}

/**
 * Adds picked images (already checked by their bytes, checkPhoto) under the rules: a single picker
 * replaces what it held (a new banner replaces the saved one); a multiple picker appends up to
 * `maxCount` in all.
 */
export function addPickedFiles(value: ImagePickerValue, images: File[], { multiple, maxCount }: PickRules): PickResult {
  if (!multiple) {
    const [first] = images;
    return { value: first ? { files: [first], savedUrls: [] } : value };
  }

  const room =
    maxCount === undefined ? images.length : Math.max(0, maxCount - value.files.length - value.savedUrls.length);
  const added = images.slice(0, room);
  const countProblem = added.length < images.length && maxCount !== undefined ? tooManyMessage(maxCount) : undefined;
  return { value: added.length ? { ...value, files: [...value.files, ...added] } : value, problem: countProblem };
}

/** The readable name of a saved image, for its alt text and its remove button: the URL's last segment. */
export function fileNameFromUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

const keys = new WeakMap<File, number>();
let nextKey = 0;

/** A stable React key per File object, so removing one preview does not remount the others. */
export function fileKey(file: File): number {
  let key = keys.get(file);
  if (key === undefined) {
    key = nextKey++;
    keys.set(file, key);
  }
  return key;
}
