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

    it('stores the variants at upload, names them in the answer, and never enlarges a photo', async () => {
      const photoOf = async (width: number) => {
        const bytes = await sharp({ create: { width, height: width / 2, channels: 3, background: '#c8561a' } })
          .jpeg()
          .toBuffer();
        const saved = (await upload({ bannerPhoto: fileOf(bytes, 'wide.jpg', 'image/jpeg') })).json<BuilderProject>();
        return saved.mediaPhotos!.find((photo) => photo.url === saved.media.bannerPhoto)!.variants;
      };
      const wide = await photoOf(1500);
      const named = wide.map(({ width, type }) => `${width} ${type}`);
      expect(named).toEqual([240, 640, 720, 1280].flatMap((width) => [`${width} image/webp`, `${width} image/jpeg`]));
      for (const variant of wide) {
        const response = await media(variant.url);
        expect(variant.url).toMatch(/^\/media\/[0-9a-f]{32}-(thumb|card|phone|desktop)\.(webp|jpg)$/);
        expect([response.statusCode, response.headers['content-type']]).toEqual([200, variant.type]);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const { width, format } = await sharp(response.rawPayload).metadata();
        expect([width, format]).toEqual([variant.width, variant.type === 'image/webp' ? 'webp' : 'jpeg']);
      }
      expect((await photoOf(700)).map(({ width }) => width)).toEqual([240, 240, 640, 640]);
    });

    it('makes a 640 px WebP card of the banner', async () => {
      const card = (project.media as { bannerCard?: string }).bannerCard;
      expect(card).toMatch(/-card\.webp$/);
      const response = await media(card!);
      expect(response.headers['content-type']).toBe('image/webp');
      expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
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
      // The banner's variants go with it.
      const { variants } = shared.mediaPhotos!.find((photo) => photo.url === shared.media.bannerPhoto)!;
      expect(variants.length).toBeGreaterThan(0);
      for (const variant of variants) expect((await media(variant.url)).statusCode).toBe(stillUsed ? 200 : 404);
    });
  });
});
