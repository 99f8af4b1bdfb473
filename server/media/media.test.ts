import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuilderProject } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { createProject, fileOf, projectFields, projectFiles, sendProject, testImage } from '../test/projects';
import { bearer, useTestApp } from '../test/testApp';
import { detectImageType } from '../http/imageType';

describe('detectImageType (the bytes, not the name)', () => {
  it('knows JPEG, PNG and WebP by their first bytes', async () => {
    expect(detectImageType(await testImage('jpeg'))).toBe('jpeg');
    expect(detectImageType(await testImage('png'))).toBe('png');
    expect(detectImageType(await testImage('webp'))).toBe('webp');
  });
  it('refuses text, GIF and truncated headers', () => {
    expect(detectImageType(Buffer.from('hello, I am text'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a....'))).toBeNull();
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF1234WAVE'))).toBeNull();
  });
});

describe.each(testDatabaseKinds())('uploads and /media on $name', (kind) => {
  const bed = useTestApp(kind, { builder: 'Builder' });

  const upload = async (change: Parameters<typeof projectFiles>[0]) =>
    sendProject(bed.t.app, bed.builder.token, projectFields(), await projectFiles(change));
  const media = (url: string) => bed.t.app.inject({ method: 'GET', url });

  it('refuses a .png name with text bytes: 415', async () => {
    const response = await upload({ bannerPhoto: fileOf(Buffer.from('not really an image'), 'banner.png') });
    expect([response.statusCode, response.json()]).toEqual([
      415,
      { message: 'The banner photo must be a JPEG, PNG or WebP image' },
    ]);
  });

  it('refuses a GIF among the blueprints: 415', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const response = await upload({ blueprintPhotos: [fileOf(gif, 'plan.png')] });
    expect(response.json()).toEqual({ message: 'Each blueprint photo must be a JPEG, PNG or WebP image' });
  });

  it('refuses bytes that start like a PNG but do not decode: 400', async () => {
    const broken = Buffer.concat([(await testImage('png')).subarray(0, 40), Buffer.alloc(100)]);
    const response = await upload({ additionalPhotos: [fileOf(broken, 'x.png')] });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'Each additional photo could not be read as an image' },
    ]);
  });

  it('refuses a file over 8 MB: 413', async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(8 * 1024 * 1024)]);
    const response = await upload({ bannerPhoto: fileOf(huge, 'big.jpg', 'image/jpeg') });
    expect([response.statusCode, response.json()]).toEqual([413, { message: 'Each photo must be at most 8 MB' }]);
  });

  it('refuses more than 20 files at once: 413', async () => {
    const photo = fileOf(await testImage('png'));
    const response = await upload({ additionalPhotos: Array.from({ length: 20 }, () => photo) });
    expect([response.statusCode, response.json()]).toEqual([
      413,
      { message: 'At most 20 photos can be uploaded at once' },
    ]);
  });

  it('refuses two banners and unknown file fields: 400', async () => {
    const form = new FormData();
    const photo = fileOf(await testImage('png'));
    form.append('bannerPhoto', photo);
    form.append('bannerPhoto', photo);
    const twice = await bed.t.app.inject({
      method: 'POST',
      url: '/api/builder-properties',
      payload: form,
      headers: bearer(bed.builder.token),
    });
    expect(twice.json()).toEqual({ message: 'Only one banner photo can be uploaded' });
    const other = new FormData();
    other.append('avatar', photo);
    const unknown = await bed.t.app.inject({
      method: 'POST',
      url: '/api/builder-properties',
      payload: other,
      headers: bearer(bed.builder.token),
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { message: 'Unexpected file field: avatar' }]);
  });

  describe('served photos', () => {
    let project: BuilderProject;
    beforeAll(async () => {
      const withGps = await sharp(await testImage('jpeg'))
        .withExif({ IFD0: { Copyright: 'Secret place' } })
        .jpeg()
        .toBuffer();
      expect((await sharp(withGps).metadata()).exif).toBeDefined();
      const response = await upload({
        bannerPhoto: fileOf(withGps, 'banner.jpg', 'image/jpeg'),
        additionalPhotos: [fileOf(await testImage('webp'), 'extra.webp', 'image/webp')],
      });
      project = response.json();
    });

    it('serves originals with a year-long immutable cache, without their metadata', async () => {
      const response = await media(project.media.bannerPhoto!);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(response.rawPayload).metadata()).exif).toBeUndefined();
      expect((await media(project.media.additionalPhotos[0]!)).headers['content-type']).toBe('image/webp');
    });

    it('sends a JPEG as WebP, same size, to a browser that takes WebP, and as JPEG to one that does not', async () => {
      const photo = project.media.bannerPhoto!;
      const asked = (accept: string) =>
        bed.t.app.inject({ method: 'GET', url: photo, headers: accept ? { accept } : {} });
      const jpeg = await asked('');
      const webp = await asked('image/avif,image/webp,image/apng,image/*,*/*;q=0.8');
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers.vary).toBe('Accept');
      expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const [jpegSize, webpSize] = await Promise.all([jpeg, webp].map((r) => sharp(r.rawPayload).metadata()));
      expect(webpSize).toMatchObject({ format: 'webp', width: jpegSize!.width, height: jpegSize!.height });
      expect(webp.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect(jpeg.headers.vary).toBe('Accept');
      expect((await asked('image/png,image/*;q=0.8')).headers['content-type']).toBe('image/jpeg');
    });

    it('sends copies 720 and 240 px wide as WebP on ?w=, the original without WebP, and refuses other widths', async () => {
      const wide = await sharp({ create: { width: 1200, height: 750, channels: 3, background: '#c8561a' } })
        .jpeg()
        .toBuffer();
      const photo = (await upload({ bannerPhoto: fileOf(wide, 'wide.jpg', 'image/jpeg') })).json<BuilderProject>().media
        .bannerPhoto!;
      const asked = (url: string, accept = 'image/webp,*/*') =>
        bed.t.app.inject({ method: 'GET', url, headers: { accept } });
      const phone = await asked(`${photo}?w=720`);
      expect([phone.statusCode, phone.headers['content-type'], phone.headers.vary]).toEqual([
        200,
        'image/webp',
        'Accept',
      ]);
      expect(await sharp(phone.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 720, height: 450 });
      const thumbnail = await asked(`${photo}?w=240`);
      expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 240, height: 150 });
      const noWebp = await asked(`${photo}?w=720`, 'image/png,image/*;q=0.8');
      expect(await sharp(noWebp.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
      const other = await asked(`${photo}?w=5000`);
      expect([other.statusCode, other.json()]).toEqual([
        400,
        { message: 'A photo comes at its own size or 240 or 720 px wide' },
      ]);
    });

    it('makes a 640 px WebP card of the banner', async () => {
      const card = (project.media as { bannerCard?: string }).bannerCard;
      expect(card).toMatch(/-card\.webp$/);
      const response = await media(card!);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    });

    it('answers 404 for unknown and malformed names', async () => {
      expect((await media('/media/0123456789abcdef0123456789abcdef.png')).json()).toEqual({
        message: 'Image not found',
      });
      expect((await media('/media/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    });

    it('removes the objects of a deleted project that nothing else uses', async () => {
      const own = await createProject(bed.t.app, bed.builder.token);
      const shared = await createProject(bed.t.app, bed.builder.token);
      await bed.t.app.inject({
        method: 'DELETE',
        url: `/api/builder-properties/${own._id}`,
        headers: bearer(bed.builder.token),
      });
      // Same test images, same content hash: still used by the other project.
      expect((await media(shared.media.bannerPhoto!)).statusCode).toBe(200);
      await bed.t.app.inject({
        method: 'DELETE',
        url: `/api/builder-properties/${shared._id}`,
        headers: bearer(bed.builder.token),
      });
      const stillUsed = project.media.bannerPhoto === shared.media.bannerPhoto;
      expect((await media(shared.media.bannerPhoto!)).statusCode).toBe(stillUsed ? 200 : 404);
    });
  });
});
