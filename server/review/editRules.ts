import { goesLiveAtOnce as liveAtOnce } from '@/api/contract';
import type { RevisedListingColumns, RevisedProjectColumns, RevisionImage } from '../db/schema';
import type { ReviewedKind } from './kinds';

export interface EditOfLiveItem {
  kind: ReviewedKind;
  published: Record<string, unknown> & { reviewedPrice: number | null };
  publishedImages: RevisionImage[];
  columns: RevisedListingColumns | RevisedProjectColumns;
  images: RevisionImage[];
}

/** An image is the same image when its kind and stored file are (its card follows from the file). */
const namesOf = (images: RevisionImage[]) => images.map((image) => [image.kind, image.fileKey]);

/** docs/review.md#edits-live-at-once, on the stored columns and images (the rule: src/api/contract/editRules.ts). */
export const goesLiveAtOnce = ({ columns, images, publishedImages, ...edit }: EditOfLiveItem): boolean =>
  liveAtOnce({
    ...edit,
    edited: columns as Record<string, unknown>,
    images: namesOf(images),
    publishedImages: namesOf(publishedImages),
  });
