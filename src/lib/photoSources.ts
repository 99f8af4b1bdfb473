import type { BuilderProject, Photo, PhotoVariant } from '@/api/contract';
import { breakpoints } from '@/theme/tokens';

/**
 * The browser's choice among a photo's variants, as the answer names them (docs/media.md#variants):
 * nothing here knows how a stored photo's address looks, so photos on a CDN or in the mocks read alike.
 */

const WEBP = 'image/webp';
/** A gallery's thumbnail is 96 px wide: its variant of 240 px (2.5 device pixels per CSS pixel). */
const THUMB_WIDTH = 240;
/** The gallery's large photo: the phone's variant (about 390 px at 1.85x) and the desktop's. */
const GALLERY_WIDTHS = [720, 1280];
/** A share's preview image: the desktop variant (the original may be 2560 px and several MB). */
const SHARE_WIDTH = 1280;

/** A project's photo at `url` with its variants (SPEC.md keeps media as URLs; they stand beside it). */
export const projectPhoto = (project: Pick<BuilderProject, 'mediaPhotos'>, url: string): Photo =>
  project.mediaPhotos?.find((photo) => photo.url === url) ?? { url, variants: [] };

const variantOf = (photo: Photo, width: number, webp: boolean) =>
  photo.variants.find((v) => v.width === width && (v.type === WEBP) === webp);

/** A gallery's thumbnail: the 240 px WebP variant, the photo itself when it has none. */
export const thumbnailOf = (photo: Photo) => variantOf(photo, THUMB_WIDTH, true)?.url ?? photo.url;

/** A share's image (og:image): the desktop variant in the photo's own format (not every preview reads WebP). */
export const shareImageOf = (photo: Photo) =>
  (variantOf(photo, SHARE_WIDTH, false) ?? variantOf(photo, SHARE_WIDTH, true))?.url ?? photo.url;

/**
 * The gallery's width: the window's less the page's 12 px sides on a phone and a tablet
 * (PageLayout), at most 960 px beyond.
 */
const GALLERY_SIZES = `(max-width: ${breakpoints.mobileBelow - 1}px) calc(100vw - 24px), 960px`;

const srcSetOf = (variants: (PhotoVariant | undefined)[]) =>
  variants.flatMap((v) => (v ? [`${v.url} ${v.width}w`] : [])).join(', ');

export interface GallerySources {
  sizes: string;
  /** The WebP variants, for a `<source type="image/webp">` and the page's preload. */
  webp: string;
  /** The variants in the photo's own format, for the `<img>` (a browser without WebP). */
  own: string;
}

/**
 * The sources of a gallery's large photo: a phone takes the 720 px variant, a wider or denser
 * screen the 1280 px one. The server's preload of a page's first photo names the same, so the
 * browser fetches one of them, once. Null for a photo without gallery variants.
 */
export function galleryPhotoSources(photo: Photo): GallerySources | null {
  const webp = srcSetOf(GALLERY_WIDTHS.map((width) => variantOf(photo, width, true)));
  const own = srcSetOf(GALLERY_WIDTHS.map((width) => variantOf(photo, width, false)));
  return webp || own ? { sizes: GALLERY_SIZES, webp, own } : null;
}
