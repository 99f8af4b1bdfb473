import { breakpoints } from '@/theme/tokens';

/** A photo the server stores (server/media/storage.ts), which it also sends 240 and 720 px wide (`?w=`). */
const STORED_PHOTO = /\/media\/[0-9a-f]{32}\.(?:jpg|png|webp)$/;

/** A gallery's thumbnail (96 px wide): the 240 px copy of a stored photo, any other address as it is. */
export const thumbnailOf = (photo: string) => (STORED_PHOTO.test(photo) ? `${photo}?w=240` : photo);

/**
 * The gallery's width: the window's less the page's 12 px sides on a phone and a tablet
 * (PageLayout), at most 960 px beyond.
 */
const GALLERY_SIZES = `(max-width: ${breakpoints.mobileBelow - 1}px) calc(100vw - 24px), 960px`;

/**
 * The `srcSet` and `sizes` of a gallery's large photo: a phone (about 390 px at 1.75x) takes the
 * server's 720 px copy (server/media/webpCopies.ts, PHOTO_WIDTHS), half the bytes of the
 * photo, a wider or denser screen the stored photo (960 px and up). The server's preload of a page's
 * first photo names the same, so the browser fetches one of them, once. Null for an address that is
 * not a stored photo.
 */
export function galleryPhotoSources(photo: string): { srcSet: string; sizes: string } | null {
  return STORED_PHOTO.test(photo) ? { srcSet: `${photo}?w=720 720w, ${photo} 960w`, sizes: GALLERY_SIZES } : null;
}
