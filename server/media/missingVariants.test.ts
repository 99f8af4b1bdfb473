import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Listing } from '@/api/contract';
import { listingPhotos as listingPhotoRows, revisions } from '../db/schema';
import {
  approveListing,
  createListing,
  listingFields,
  listingPhotos,
  sendListing,
  useListingTestbed,
} from '../test/listings';
import { testDatabaseKinds } from '../test/databases';
import { bearer } from '../test/testApp';
import { makeMissingVariants } from './missingVariants';
import { possibleVariantKeys } from './variants';
import { queueMissingVariants } from './variantsJob';

describe.each(testDatabaseKinds())('photos stored before variants, on $name (docs/media.md#older-photos)', (kind) => {
  const bed = useListingTestbed(kind);

  it("get their variants and widths from the photo-variants job, a live photo and a waiting edit's alike", async () => {
    const { app } = bed.t;
    const { db, storage } = app.services;
    const listing = await createListing(app, bed.seller.token);
    await approveListing(app, bed.staff, listing._id);
    const [, newPhoto] = await listingPhotos(2);
    const keptUrl = listing.photos[0]!.url;
    const edit = await sendListing(
      app,
      bed.seller.token,
      listingFields('flat', { title: 'With a balcony photo' }),
      {
        photos: [newPhoto!],
        keptPhotos: [keptUrl],
      },
      listing._id,
    );
    expect(edit.statusCode).toBe(200);
    const own = async () =>
      (await app.inject({ url: `/api/properties/${listing._id}`, headers: bearer(bed.seller.token) })).json<Listing>();
    const photosOf = (answer: Listing) => [...answer.photos, ...(answer.revision?.version.photos ?? [])];

    // As a server before variants left them: no width in the rows, no variant in storage.
    await db.update(listingPhotoRows).set({ width: null });
    await db
      .update(revisions)
      .set({ images: sql`(select jsonb_agg(i - 'width') from jsonb_array_elements(${revisions.images}) i)` });
    const originals = photosOf(await own()).map((photo) => photo.url.replace('/media/', ''));
    for (const key of originals) for (const variant of possibleVariantKeys(key)) await storage.delete(variant);
    expect(photosOf(await own()).map((photo) => photo.variants)).toEqual([[], [], []]);

    // The job each start queues (docs/jobs.md) makes them, as `npm run media:variants` does.
    await queueMissingVariants(app.services.jobs);
    await app.services.jobs.runDue();
    expect((await app.services.jobs.list({ state: 'completed' })).map((job) => job.name)).toContain('photo-variants');
    const photos = photosOf(await own());
    for (const photo of photos) {
      expect(photo.variants.map((v) => `${v.width} ${v.type}`)).toEqual(
        [240, 640, 720].flatMap((width) => [`${width} image/webp`, `${width} image/jpeg`]),
      );
      for (const variant of photo.variants) expect((await app.inject({ url: variant.url })).statusCode).toBe(200);
    }
    expect(await makeMissingVariants(storage, db)).toEqual({ made: 0, missing: [] });
  });
});
