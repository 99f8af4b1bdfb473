import { z } from 'zod';
import { nextTask } from './nextTask';

await nextTask();

/** A smaller copy of a stored photo (docs/media.md#variants): its address, width in pixels and MIME type. */
export const photoVariantSchema = z.object({
  url: z.string(),
  width: z.number(),
  type: z.string(),
});
export type PhotoVariant = z.infer<typeof photoVariantSchema>;

/**
 * A photo as answers name it: the original's address and its variants, from which the browser
 * builds its srcset (none for a photo stored before variants were, or narrower than the smallest).
 */
export const photoSchema = z.object({ url: z.string(), variants: z.array(photoVariantSchema) });
export type Photo = z.infer<typeof photoSchema>;
