import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@/api/contract';
import { listingFields, listingPhotos, sendListing } from '../test/listings';
import { fileOf, testImage } from '../test/projects';
import { bearer, useTestApp } from '../test/testApp';
import { testDatabaseKinds } from '../test/databases';
import { prepareImage } from './images';
import { IMAGE_JOBS, imageJobs } from './imageWork';
import { createDiskStorage } from './storage';

/** A valid PNG of a few kilobytes that declares width x height black-and-white pixels. */
function declaredPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    // Decoders check the CRC only when asked; a zero CRC keeps this helper short.
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, grey
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

describe('image jobs', () => {
  it('refuses an image declaring over 50 megapixels before decoding it', async () => {
    const bomb = declaredPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(200_000);
    await expect(prepareImage(bomb, 'The photo')).rejects.toMatchObject({
      statusCode: 400,
      message: 'The photo is too large: at most 50 megapixels',
    });
  });

  it(`decodes at most ${IMAGE_JOBS} images at a time; the rest wait their turn`, async () => {
    const photos = await Promise.all(
      ['#111111', '#222222', '#333333', '#444444', '#555555'].map((c) => testImage('png', c)),
    );
    const reads = photos.map((bytes) => prepareImage(bytes, 'The photo'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(imageJobs.activeCount).toBeLessThanOrEqual(IMAGE_JOBS);
    expect(imageJobs.activeCount + imageJobs.pendingCount).toBe(photos.length);
    expect(await Promise.all(reads)).toHaveLength(photos.length);
  });
});

describe('disk storage', () => {
  it('never shows a partly written object under its final name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'nivaas-storage-'));
    const storage = createDiskStorage(dir);
    const key = `${'a'.repeat(32)}.png`;
    const path = join(dir, 'aa', key);
    const bytes = Buffer.alloc(16 * 1024 * 1024, 7);
    const sizesSeen: number[] = [];
    let done = false;
    const writing = storage.put(key, bytes, 'image/png').finally(() => (done = true));
    while (!done) {
      if (existsSync(path)) sizesSeen.push(statSync(path).size);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await writing;
    expect(sizesSeen.filter((size) => size !== bytes.length)).toEqual([]);
    expect(await readdir(join(dir, 'aa'))).toEqual([key]);
    await rm(dir, { recursive: true, force: true });
  });
});

describe.each(testDatabaseKinds())('what a refused or replaced upload leaves in storage, on $name', (kind) => {
  const bed = useTestApp(kind, { seller: 'Seller' });

  const mediaFiles = async () =>
    (await readdir(bed.t.app.services.config.mediaDir, { recursive: true })).filter((f) => f.includes('.')).sort();

  it('leaves no file of the good photos when a third one does not decode', async () => {
    const before = await mediaFiles();
    const broken = Buffer.concat([(await testImage('png')).subarray(0, 40), Buffer.alloc(100)]);
    const photos = [...(await listingPhotos(2)), fileOf(broken, 'broken.png')];
    const response = await sendListing(bed.t.app, bed.seller.token, listingFields(), { photos });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'Each photo could not be read as an image' },
    ]);
    expect(await mediaFiles()).toEqual(before);
  });

  it('keeps only the card of a profile photo, and only the latest one', async () => {
    const builder = await bed.t.signUp('Builder');
    const before = await mediaFiles();
    const sendPhoto = async (colour: string) => {
      const form = new FormData();
      form.append('profilePhoto', fileOf(await testImage('jpeg', colour), 'me.jpg', 'image/jpeg'));
      const response = await bed.t.app.inject({
        method: 'POST',
        url: apiPaths.builderMeProfilePhoto,
        headers: bearer(builder.token),
        payload: form,
      });
      expect(response.statusCode).toBe(200);
    };
    await sendPhoto('#aa0000');
    await sendPhoto('#00aa00');
    const added = (await mediaFiles()).filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/-card\.webp$/);
  });
});
