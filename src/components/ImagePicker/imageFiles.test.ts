import { describe, expect, it } from 'vitest';
import {
  addPickedFiles,
  fileKey,
  fileNameFromUrl,
  isAcceptedImage,
  tooManyMessage,
  type ImagePickerValue,
} from './imageFiles';

const image = (name: string, type = 'image/png') => new File([new Uint8Array([1, 2, 3])], name, { type });
const empty: ImagePickerValue = { files: [], savedUrls: [] };

describe('isAcceptedImage', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('accepts %s', (type) => {
    expect(isAcceptedImage(image('a', type))).toBe(true);
  });

  it.each(['image/gif', 'application/pdf', 'image/svg+xml', 'image/heic', ''])('refuses "%s"', (type) => {
    expect(isAcceptedImage(image('a', type))).toBe(false);
  });
});

describe('addPickedFiles, single', () => {
  const rules = { multiple: false };

  it('replaces the saved image and an earlier file with the new one', () => {
    const earlier = image('old.png');
    const next = image('new.webp', 'image/webp');
    const result = addPickedFiles({ files: [earlier], savedUrls: ['/media/banner.webp'] }, [next], rules);
    expect(result).toEqual({ value: { files: [next], savedUrls: [] } });
  });

  it('keeps the value when nothing passed the check', () => {
    const value = { files: [], savedUrls: ['/media/banner.webp'] };
    expect(addPickedFiles(value, [], rules).value).toBe(value);
  });

  it('takes the first image of several', () => {
    const first = image('a.jpg', 'image/jpeg');
    expect(addPickedFiles(empty, [first, image('b.png')], rules).value.files).toEqual([first]);
  });
});

describe('addPickedFiles, multiple', () => {
  it('appends after saved images and earlier files', () => {
    const earlier = image('a.png');
    const added = [image('b.png'), image('c.jpg', 'image/jpeg')];
    const result = addPickedFiles({ files: [earlier], savedUrls: ['/media/x.webp'] }, added, { multiple: true });
    expect(result.value).toEqual({ files: [earlier, ...added], savedUrls: ['/media/x.webp'] });
    expect(result.problem).toBeUndefined();
  });

  it('stops at maxCount, counting saved images', () => {
    const picked = [image('a.png'), image('b.png'), image('c.png')];
    const result = addPickedFiles({ files: [], savedUrls: ['/media/x.webp'] }, picked, { multiple: true, maxCount: 3 });
    expect(result.value.files).toEqual(picked.slice(0, 2));
    expect(result.problem).toBe('You can add up to 3 images');
  });

  it('adds nothing and says so when already full', () => {
    const value = { files: [image('a.png')], savedUrls: [] };
    const result = addPickedFiles(value, [image('b.png')], { multiple: true, maxCount: 1 });
    expect(result.value).toBe(value);
    expect(result.problem).toBe(tooManyMessage(1));
    expect(result.problem).toBe('You can add up to 1 image');
  });
});

describe('fileNameFromUrl', () => {
  it.each([
    ['/media/projects/42/banner-1.webp', 'banner-1.webp'],
    ['https://cdn.example.in/media/a%20b.jpg?w=400#top', 'a b.jpg'],
    ['/media/folder/', 'folder'],
    ['/media/bad%E0%A4.png', 'bad%E0%A4.png'],
    ['plain.png', 'plain.png'],
  ])('%s -> %s', (url, name) => {
    expect(fileNameFromUrl(url)).toBe(name);
  });
});

describe('fileKey', () => {
  it('is stable per file and distinct between files with the same name', () => {
    const a = image('same.png');
    const b = image('same.png');
    expect(fileKey(a)).toBe(fileKey(a));
    expect(fileKey(a)).not.toBe(fileKey(b));
  });
});
