import { describe, expect, it } from 'vitest';
import { galleryPhotoSources, thumbnailOf } from './photoSources';

const photo = '/media/0123456789abcdef0123456789abcdef.jpg';

describe('a stored photo in the gallery', () => {
  it('names the phone copy and the photo, with the gallery width per window', () => {
    expect(galleryPhotoSources(photo)).toEqual({
      srcSet: `${photo}?w=720 720w, ${photo} 960w`,
      sizes: '(max-width: 1023px) calc(100vw - 24px), 960px',
    });
  });

  it('shows its 240 px copy as a thumbnail', () => {
    expect(thumbnailOf(photo)).toBe(`${photo}?w=240`);
    const elsewhere = 'https://cdn.example.in/media/0123456789abcdef0123456789abcdef.png';
    expect(thumbnailOf(elsewhere)).toBe(`${elsewhere}?w=240`);
  });

  it('leaves any other address as it is: a card already, a mock photo', () => {
    for (const other of ['/media/0123456789abcdef0123456789abcdef-card.webp', '/mock-media/villa.jpg']) {
      expect(thumbnailOf(other)).toBe(other);
      expect(galleryPhotoSources(other)).toBeNull();
    }
  });
});
