import { detectImageType as detectFromBytes, photoMessages, type ImageType } from '@/api/contract/photoLimits';
import { HttpError } from './errors';

export type { ImageType };

/** The type the bytes say (not the file name nor the declared type): JPEG, PNG or WebP. */
export const detectImageType = (bytes: Buffer): ImageType | null => detectFromBytes(bytes);

/** Every photo a request carries is refused alike (415) when its bytes are none of the three. */
export const unsupportedImage = (label: string) => new HttpError(415, photoMessages.notAnImage(label));
