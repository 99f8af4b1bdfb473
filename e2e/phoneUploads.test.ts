import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@/api/contract';
import { postFlat } from './listingSteps';
import { signIn, startProduct, stopStarted, watchCsp } from './serverUnderTest';

/**
 * Issue #36's phone journey (docs/media.md#in-the-browser): a Seller on a 412 px phone posts a flat
 * with three 12-megapixel photos straight off a camera (4000 x 3000 JPEGs with EXIF, one lying on
 * its side, with a GPS position). Each goes up on its own, made smaller and upright in the browser
 * and without its metadata; the server stores originals of at most 2560 px, fewer bytes than chosen.
 */
let product: Awaited<ReturnType<typeof startProduct>>;
beforeAll(async () => {
  product = await startProduct({ RATE_LIMIT_LOGIN: '100' });
});
afterAll(stopStarted);

/** A camera's photo: 12 megapixels of light noise over a gradient (a JPEG of several MB), its EXIF kept. */
async function cameraPhoto(name: string, orientation: number) {
  const width = 4000;
  const height = 3000;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c2571a"/><stop offset="1" stop-color="#1a5fc2"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .raw()
    .toBuffer();
  const buffer = await sharp(gradient)
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' } })
    .withMetadata({ orientation })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

describe('photos from a phone, on the real server', () => {
  it('three 12-megapixel photos are made smaller in the browser, each uploaded on its own, stored at 2560 px', async () => {
    const context = await product.browser.newContext({
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const violations = await watchCsp(page);
    const photos = [
      await cameraPhoto('terrace.jpg', 1),
      await cameraPhoto('hall.jpg', 6),
      await cameraPhoto('kitchen.jpg', 1),
    ];
    for (const photo of photos) {
      expect(await sharp(photo.buffer).metadata()).toMatchObject({
        width: 4000,
        height: 3000,
        exif: expect.anything(),
      });
      expect(photo.buffer.length).toBeGreaterThan(2_000_000);
    }
    // What the page hands to each upload (a browser's file-backed body is not visible to the test from outside).
    await page.addInitScript(() => {
      const sent: Blob[] = [];
      Object.assign(window, { sentPhotos: sent });
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        const photo = body instanceof FormData ? body.get('photo') : null;
        if (photo instanceof Blob) sent.push(photo);
        return send.call(this, body as XMLHttpRequestBodyInit | null);
      };
    });

    await signIn(page, product.origin, 'seller@nivaas.test', 'Seller', '/seller');
    await page.goto(`${product.origin}/post_property`);
    // The limits are said before the picker opens.
    await page
      .getByText('JPEG, PNG or WebP, up to 50 megapixels. Large photos are made smaller on your device')
      .waitFor();
    const posted = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/properties',
    );
    await postFlat(
      page,
      {
        title: 'Phone-shot 2 BHK Flat in Baner',
        bhk: '2 BHK',
        price: 9_800_000,
        state: 'Maharashtra',
        city: 'Pune',
        locality: 'Baner',
        pincode: '411045',
      },
      photos,
    );
    const listing = (await (await posted).json()) as Listing;
    await page.getByText('Property posted successfully').waitFor();

    // What the browser sent: three photos, each upright, at most 2560 px, a fraction of its bytes, no EXIF.
    const sent = await page.evaluate(() =>
      Promise.all(
        (window as unknown as { sentPhotos: Blob[] }).sentPhotos.map(async (photo) => {
          const bytes = new Uint8Array(await photo.arrayBuffer());
          let text = '';
          for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          return btoa(text);
        }),
      ),
    );
    expect(sent).toHaveLength(3);
    const uploads = await Promise.all(
      sent.map(async (base64) => {
        const body = Buffer.from(base64, 'base64');
        return { body, meta: await sharp(body).metadata() };
      }),
    );
    const sizes = uploads.map(({ meta }) => `${meta.width}x${meta.height}`).sort();
    expect(sizes).toEqual(['1920x2560', '2560x1920', '2560x1920']);
    for (const { body, meta } of uploads) {
      expect(meta.exif).toBeUndefined();
      expect(body.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(body.length).toBeLessThan(Math.min(...photos.map((photo) => photo.buffer.length)));
    }

    // What the server stored: the originals at 2560 px on the longer side, fewer bytes than chosen, with variants.
    expect(listing.photos).toHaveLength(3);
    const stored = await Promise.all(
      listing.photos.map(async (photo) => {
        const bytes = Buffer.from(await (await fetch(`${product.origin}${photo.url}`)).arrayBuffer());
        return { bytes, meta: await sharp(bytes).metadata(), variants: photo.variants.map((v) => v.width) };
      }),
    );
    expect(stored.map(({ meta }) => `${meta.width}x${meta.height}`)).toEqual(['2560x1920', '1920x2560', '2560x1920']);
    stored.forEach(({ bytes, meta, variants }, i) => {
      expect(bytes.length).toBeLessThan(photos[i]!.buffer.length);
      expect(meta.exif).toBeUndefined();
      expect(variants).toContain(1280);
    });
    expect(violations).toEqual([]);
    await context.close();
  });
});
