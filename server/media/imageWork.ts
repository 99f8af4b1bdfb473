import pLimit from 'p-limit';

/** Decoding is CPU work off the event loop: a few at a time, so uploads cannot starve every read. */
export const IMAGE_JOBS = 2;
export const imageJobs = pLimit(IMAGE_JOBS);

export const contentTypeOfKey = (key: string) =>
  key.endsWith('.webp') ? 'image/webp' : key.endsWith('.png') ? 'image/png' : 'image/jpeg';
