import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, PropertySearchResult } from '@/api/contract';
import { propertySearchUrl } from '@/api/listings';
import { paths } from '@/lib/paths';
import { startLocalS3 } from '../server/test/localS3';
import { sellerPostsFlat, staffApprovesListing, type FlatForSale } from './listingSteps';
import { hydrated, signIn, startProduct, stopStarted, watchCsp } from './serverUnderTest';

/**
 * `npm start` with its media on an S3-compatible store (docs/media.md#s3): a local s3rver, its
 * bucket's address as MEDIA_PUBLIC_URL. A seller uploads a listing's photos, staff approve it, and
 * a buyer's phone shows its photos from the store's public address, the variants the answer names,
 * with nothing of them read through the app's own /media.
 */
let s3: Awaited<ReturnType<typeof startLocalS3>>;
let product: Awaited<ReturnType<typeof startProduct>>;
beforeAll(async () => {
  s3 = await startLocalS3();
  const { settings } = s3;
  product = await startProduct({
    RATE_LIMIT_LOGIN: '100',
    MEDIA_S3_ENDPOINT: settings.endpoint,
    MEDIA_S3_BUCKET: settings.bucket,
    MEDIA_S3_REGION: settings.region,
    MEDIA_S3_ACCESS_KEY_ID: settings.accessKeyId,
    MEDIA_S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    MEDIA_PUBLIC_URL: settings.publicUrl,
  });
});
afterAll(async () => {
  await stopStarted();
  await s3?.stop();
});

const FLAT: FlatForSale = {
  title: 'Garden 2 BHK Flat in Jayanagar',
  bhk: '2 BHK',
  price: 11_500_000,
  state: 'Karnataka',
  city: 'Bengaluru',
  locality: 'Jayanagar',
  pincode: '560041',
};

describe('photos on S3-compatible storage', () => {
  it("are uploaded to the bucket and shown from its public address, at the variants' widths", async () => {
    const seller = await (await product.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signIn(seller, product.origin, 'seller@nivaas.test', 'Seller', '/seller');
    await sellerPostsFlat(seller, product.origin, FLAT);
    await staffApprovesListing(product.browser, product.origin, FLAT.title);

    const publicBase = `${s3.settings.publicUrl}/`;
    const found = (await (
      await fetch(`${product.origin}${propertySearchUrl({ q: FLAT.locality })}`)
    ).json()) as PropertySearchResult;
    const card = found.items.find((item) => item.title === FLAT.title)!;
    expect(card.coverPhoto).toMatch(new RegExp(`^${publicBase}[0-9a-f]{32}-card\\.webp$`));
    const listing = (await (await fetch(`${product.origin}/api/properties/${card._id}`)).json()) as Listing;
    expect(listing.photos).toHaveLength(2);
    // The seller's photos are 960 px PNGs, which the browser sends as WebP (docs/media.md#in-the-browser):
    // thumb, card and phone in WebP, the stored photo's own type; no desktop one.
    for (const photo of listing.photos) {
      expect(photo.url.startsWith(publicBase)).toBe(true);
      expect(photo.variants.map((v) => `${v.width} ${v.type}`)).toEqual(
        [240, 640, 720].map((width) => `${width} image/webp`),
      );
      for (const { url, type } of [{ url: photo.url, type: 'image/webp' }, ...photo.variants]) {
        expect(url.startsWith(publicBase)).toBe(true);
        const object = await fetch(url);
        expect([object.status, object.headers.get('content-type')]).toEqual([200, type]);
      }
    }

    // A buyer's phone: the large photo is the phone variant and the thumbnails the 240 px ones, from the bucket.
    const buyer = await product.browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const violations = await watchCsp(buyer);
    const photoRequests: string[] = [];
    buyer.on('request', (request) => {
      if (request.resourceType() === 'image') photoRequests.push(request.url());
    });
    await buyer.goto(`${product.origin}${paths.propertyDetail(listing._id, listing.title)}`);
    await hydrated(buyer);
    await buyer.waitForLoadState('networkidle');
    const variant = (n: number, width: number) =>
      listing.photos[n]!.variants.find((v) => v.width === width && v.type === 'image/webp')!.url;
    const shown = buyer.getByRole('img', { name: `${listing.title} (1 of 2)` });
    await expect(shown.evaluate((img: HTMLImageElement) => img.currentSrc)).resolves.toBe(variant(0, 720));
    const thumbnails = buyer.getByRole('list', { name: 'Thumbnails' }).locator('img');
    await expect(thumbnails.nth(1).evaluate((img: HTMLImageElement) => img.currentSrc)).resolves.toBe(variant(1, 240));
    await expect(thumbnails.nth(1).evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBe(240);
    // Fetched from the bucket, never the stored photo itself nor through the app's /media.
    expect(photoRequests).toEqual(expect.arrayContaining([variant(0, 720), variant(1, 240)]));
    expect(photoRequests.filter((url) => url.includes('/media/') || listing.photos.some((p) => p.url === url))).toEqual(
      [],
    );
    expect(violations).toEqual([]);
  });
});
