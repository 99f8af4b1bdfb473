import sharp from 'sharp';
import type { PhotoVariant } from '@/api/contract';
import { contentTypeOfKey, imageJobs } from './imageWork';
import type { MediaStorage } from './storage';

/**
 * docs/media.md#variants: the smaller copies of every stored photo, made at upload and stored
 * beside it. thumb: a gallery's thumbnail (96 px at 2.5x); card: search and favourites cards
 * (docs/portfolio.md#project-card: at most 640 px wide); phone: a gallery on a phone (about
 * 390 px at 1.85x); desktop: a gallery on a wider screen, and the share image.
 */
export const VARIANTS = [
  { name: 'thumb', width: 240 },
  { name: 'card', width: 640 },
  { name: 'phone', width: 720 },
  { name: 'desktop', width: 1280 },
] as const;
export type VariantName = (typeof VARIANTS)[number]['name'];

/** Like the cards' WebP since they began: a photo keeps its look at about a third of a JPEG's bytes. */
const WEBP_QUALITY = 78;

const EXTENSIONS = ['jpg', 'png', 'webp'] as const;
type Extension = (typeof EXTENSIONS)[number];

const partsOf = (key: string) => {
  const [, hash = '', name, extension = ''] = /^([^-.]+)(?:-([a-z0-9]+))?\.(\w+)$/.exec(key) ?? [];
  return { hash, name, extension: extension as Extension };
};

/** The key of an original's variant: '<hash>-thumb.webp', '<hash>-card.jpg'. */
export const variantKey = (original: string, name: VariantName, extension: Extension) =>
  `${partsOf(original).hash}-${name}.${extension}`;

/** WebP for every browser of today, and the original's own format for any other. */
const formatsOf = (original: string): Extension[] => {
  const own = partsOf(original).extension;
  return own === 'webp' ? ['webp'] : ['webp', own];
};

/** The variants an original of `width` pixels has: none wider than it (nothing is enlarged). */
const variantsFor = (original: string, width: number) =>
  VARIANTS.filter((variant) => variant.width <= width).flatMap((variant) =>
    formatsOf(original).map((extension) => ({
      key: variantKey(original, variant.name, extension),
      width: variant.width,
      contentType: contentTypeOfKey(`.${extension}`),
    })),
  );

/**
 * A stored photo's variants as an answer names them. `width` is the original's, as stored with
 * its row; null for a photo stored before variants were (until `npm run media:variants`): none.
 */
export function photoVariants(
  storage: MediaStorage,
  original: string,
  width: number | null | undefined,
): PhotoVariant[] {
  if (!width) return [];
  return variantsFor(original, width).map(({ key, width, contentType }) => ({
    url: storage.url(key),
    width,
    type: contentType,
  }));
}

/** Every key a variant of `original` could have: what leaves storage with it. */
export const possibleVariantKeys = (original: string) =>
  VARIANTS.flatMap((variant) => EXTENSIONS.map((extension) => variantKey(original, variant.name, extension)));

/** The keys that may be the original of a variant key: a variant stays while one of them is in use. */
export const possibleOriginalsOf = (key: string) => {
  const { hash, name } = partsOf(key);
  return name ? EXTENSIONS.map((extension) => `${hash}.${extension}`) : [];
};

export interface RenderedObject {
  key: string;
  bytes: Buffer;
  contentType: string;
}

/**
 * Renders an original's variants (the original as stored: upright, without metadata). The card
 * WebP is made for every photo, at the photo's own width when narrower: the cards' cover and
 * the rows' cardKey name it.
 */
export async function renderVariants(
  original: string,
  bytes: Buffer,
): Promise<{ width: number; objects: RenderedObject[] }> {
  const { width = 0 } = await sharp(bytes).metadata();
  const wanted = variantsFor(original, width);
  const card = variantKey(original, 'card', 'webp');
  if (!wanted.some((variant) => variant.key === card))
    wanted.push({ key: card, width: 640, contentType: 'image/webp' });
  const objects = await Promise.all(
    wanted.map(({ key, width: wide, contentType }) =>
      imageJobs(async () => {
        const resized = sharp(bytes).resize({ width: wide, withoutEnlargement: true });
        const extension = partsOf(key).extension;
        const encoded =
          extension === 'webp'
            ? resized.webp({ quality: WEBP_QUALITY })
            : resized.toFormat(extension === 'jpg' ? 'jpeg' : 'png');
        return { key, bytes: await encoded.toBuffer(), contentType };
      }),
    ),
  );
  return { width, objects };
}

/**
 * Makes and stores the variants of a stored original; its width (what a row keeps to name them).
 * A plain function: an upload calls it, `npm run media:variants` for older photos, a job may.
 */
export async function makeVariants(storage: MediaStorage, key: string, bytes: Buffer): Promise<{ width: number }> {
  const { width, objects } = await renderVariants(key, bytes);
  for (const object of objects) await storage.put(object.key, object.bytes, object.contentType);
  return { width };
}
