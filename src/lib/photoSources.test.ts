import { describe, expect, it } from 'vitest';
import type { Photo } from '@/api/contract';
import { galleryPhotoSources, projectPhoto, shareImageOf, thumbnailOf } from './photoSources';

const cdn = 'https://cdn.example.in/0123456789abcdef0123456789abcdef';
const variant = (name: string, width: number, extension: 'webp' | 'jpg') => ({
  url: `${cdn}-${name}.${extension}`,
  width,
  type: extension === 'webp' ? 'image/webp' : 'image/jpeg',
});
/** A 1600 px JPEG as the server names it: every variant in WebP and JPEG. */
const stored: Photo = {
  url: `${cdn}.jpg`,
  variants: (
    [
      ['thumb', 240],
      ['card', 640],
      ['phone', 720],
      ['desktop', 1280],
    ] as const
  ).flatMap(([name, width]) => [variant(name, width, 'webp'), variant(name, width, 'jpg')]),
};

describe('a photo with variants in the gallery (docs/media.md#variants)', () => {
  it('names the phone and desktop variants, WebP and its own format, with the gallery width per window', () => {
    expect(galleryPhotoSources(stored)).toEqual({
      webp: `${cdn}-phone.webp 720w, ${cdn}-desktop.webp 1280w`,
      own: `${cdn}-phone.jpg 720w, ${cdn}-desktop.jpg 1280w`,
      sizes: '(max-width: 1023px) calc(100vw - 24px), 960px',
    });
  });

  it('shows the 240 px WebP as a thumbnail and shares the desktop JPEG', () => {
    expect(thumbnailOf(stored)).toBe(`${cdn}-thumb.webp`);
    expect(shareImageOf(stored)).toBe(`${cdn}-desktop.jpg`);
  });

  it('names only what a small photo has: no desktop variant of a 1000 px photo', () => {
    const small = { ...stored, variants: stored.variants.filter((v) => v.width < 1280) };
    expect(galleryPhotoSources(small)?.webp).toBe(`${cdn}-phone.webp 720w`);
    expect(shareImageOf(small)).toBe(small.url);
  });

  it('shows a photo without variants as it is: a mock photo, one stored before variants were', () => {
    const plain: Photo = { url: '/mock-media/villa.jpg', variants: [] };
    expect(thumbnailOf(plain)).toBe(plain.url);
    expect(galleryPhotoSources(plain)).toBeNull();
  });

  it("reads a project's variants beside its media URLs", () => {
    const url = stored.url;
    expect(projectPhoto({ mediaPhotos: [stored] }, url)).toEqual(stored);
    expect(projectPhoto({}, url)).toEqual({ url, variants: [] });
  });
});
