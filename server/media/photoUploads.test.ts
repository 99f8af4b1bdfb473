import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  photoMessages,
  photoUploadMessages,
  type BuilderProject,
  type Listing,
  type PhotoUpload,
} from '@/api/contract';
import { listingFields, sendListing } from '../test/listings';
import { fileOf, projectFields, sendProject, testImage } from '../test/projects';
import { bearer, useTestApp } from '../test/testApp';
import { testDatabaseKinds } from '../test/databases';

const [pglite] = testDatabaseKinds();

/** docs/api.md#photo-uploads: a photo stored on its own, then named by its key in a save. */
describe('photo uploads ahead of a save', () => {
  const bed = useTestApp(pglite!, { seller: 'Seller', builder: 'Builder', buyer: 'Buyer' });

  const stage = async (token: string, file: File | null, extra?: File) => {
    const form = new FormData();
    if (file) form.append('photo', file);
    if (extra) form.append('photo', extra);
    return bed.t.app.inject({ method: 'POST', url: apiPaths.photoUploads, headers: bearer(token), payload: form });
  };
  const jpeg = async (colour: string, width = 3000, height = 2000) =>
    fileOf(
      await sharp({ create: { width, height, channels: 3, background: colour } })
        .jpeg()
        .toBuffer(),
      'phone.jpg',
      'image/jpeg',
    );

  it('stores the photo upright, at most 2560 px, and answers its key, address and width', async () => {
    const response = await stage(bed.seller.token, await jpeg('#aa3333'));
    expect(response.statusCode).toBe(201);
    const upload = response.json<PhotoUpload>();
    expect(upload).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{32}\.jpg$/),
      url: `/media/${upload.key}`,
      width: 2560,
    });
    const stored = await bed.t.app.inject({ method: 'GET', url: upload.url });
    expect(stored.statusCode).toBe(200);
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 2560, height: 1707 });
  });

  it('a listing saved with the keys holds those photos, in order, with their variants', async () => {
    const keys = [];
    for (const colour of ['#112233', '#445566'])
      keys.push((await stage(bed.seller.token, await jpeg(colour))).json<PhotoUpload>().key);
    const response = await sendListing(bed.t.app, bed.seller.token, listingFields(), {
      photos: [],
      uploadedPhotos: keys,
    });
    expect(response.statusCode).toBe(201);
    const listing = response.json<Listing>();
    expect(listing.photos.map((photo) => photo.url)).toEqual(keys.map((key) => `/media/${key}`));
    expect(listing.photos[0]!.variants.map((variant) => variant.width)).toContain(1280);

    // An edit adds one uploaded ahead after the kept ones.
    const third = (await stage(bed.seller.token, await jpeg('#778899', 900, 600))).json<PhotoUpload>();
    const edited = await sendListing(
      bed.t.app,
      bed.seller.token,
      listingFields(),
      { photos: [], keptPhotos: [listing.photos[1]!.url], uploadedPhotos: [third.key] },
      listing._id,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Listing>().photos.map((photo) => photo.url)).toEqual([listing.photos[1]!.url, third.url]);
  });

  it('a project saved with the keys has them as its banner and blueprints', async () => {
    const banner = (await stage(bed.builder.token, await jpeg('#123456'))).json<PhotoUpload>();
    const plan = (
      await stage(bed.builder.token, fileOf(await testImage('png', '#33aa33'), 'plan.png'))
    ).json<PhotoUpload>();
    const response = await sendProject(bed.t.app, bed.builder.token, projectFields('villa'), {
      bannerPhoto: null,
      blueprintPhotos: [],
      additionalPhotos: [],
      uploadedMedia: { bannerPhoto: banner.key, blueprintPhotos: [plan.key], additionalPhotos: [] },
    });
    expect(response.statusCode).toBe(201);
    const project = response.json<BuilderProject>();
    expect(project.media).toMatchObject({ bannerPhoto: banner.url, blueprintPhotos: [plan.url], additionalPhotos: [] });
  });

  it('a save naming a key that is not stored is refused before anything is written', async () => {
    const response = await sendListing(bed.t.app, bed.seller.token, listingFields(), {
      photos: [],
      uploadedPhotos: [`${'e'.repeat(32)}.jpg`],
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message: photoMessages.stagedGone }]);
    const variantKey = await sendListing(bed.t.app, bed.seller.token, listingFields(), {
      photos: [],
      uploadedPhotos: ['../jwt-secret'],
    });
    expect(variantKey.statusCode).toBe(400);
  });

  it('refuses a buyer, a text file named .jpg, no photo and two photos, each with its message', async () => {
    const photo = await jpeg('#000000', 100, 100);
    const answers = [
      await stage(bed.buyer.token, photo),
      await stage(bed.seller.token, new File(['just text'], 'notes.jpg', { type: 'image/jpeg' })),
      await stage(bed.seller.token, null),
      await stage(bed.seller.token, photo, photo),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [403, photoUploadMessages.onlyPosters],
      [415, photoMessages.notAnImage('This photo')],
      [400, photoUploadMessages.noPhoto],
      [400, photoUploadMessages.onePhoto],
    ]);
  });
});
