import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, listingSchema, type Listing, type ListingQueueItem, type Session } from '@/api/contract';
import { toListingFormData } from '@/api/listingFormData';
import { testDatabaseKinds } from '../test/databases';
import {
  approveListing,
  createListing,
  listingFields,
  listingPhotos,
  sendListing,
  staffToken,
  useListingTestbed,
} from '../test/listings';
import { fileOf } from '../test/projects';
import { bearer } from '../test/testApp';

describe.each(testDatabaseKinds())('listings on $name', (kind) => {
  const bed = useListingTestbed(kind);
  let agent: Session;
  let buyer: Session;
  let builder: Session;
  beforeAll(async () => {
    agent = await bed.t.signUp('Agent');
    buyer = await bed.t.signUp('Buyer');
    builder = await bed.t.signUp('Builder');
  });

  const get = (id: string, token?: string, ip = '10.0.0.1') =>
    bed.t.app.inject({
      method: 'GET',
      url: `/api/properties/${id}`,
      remoteAddress: ip,
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('a seller and an agent post listings, pending review, with their photos', async () => {
    const response = await sendListing(bed.t.app, bed.seller.token, listingFields('flat'), {
      photos: await listingPhotos(3),
    });
    expect(response.statusCode).toBe(201);
    const listing = listingSchema.parse(response.json());
    expect(listing).toMatchObject({
      reviewState: 'pending_review',
      postedBy: bed.seller._id,
      poster: { name: bed.seller.name, role: 'Seller' },
      views: 0,
      inquiryCount: 0,
      bhk: 2,
      plotArea: null,
    });
    expect(listing.photos).toHaveLength(3);
    const image = await bed.t.app.inject({ method: 'GET', url: listing.photos[0]!.url });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await createListing(bed.t.app, agent.token, listingFields('plot'))).poster.role).toBe('Agent');
  });

  it('only Sellers and Agents post; signed out is 401', async () => {
    for (const who of [buyer, builder]) {
      const response = await sendListing(bed.t.app, who.token, listingFields(), { photos: await listingPhotos() });
      expect([response.statusCode, response.json()]).toEqual([
        403,
        { message: 'Only Sellers and Agents can post properties' },
      ]);
    }
    expect((await sendListing(bed.t.app, null, listingFields(), { photos: await listingPhotos() })).statusCode).toBe(
      401,
    );
  });

  it.each([
    [{ title: ' ' }, 1, 'Please enter a title'],
    [{ bhk: null }, 1, 'Please select BHK'],
    [{ carpetArea: 2000 }, 1, 'Carpet area cannot be more than built-up area'],
    [{ floor: 11 }, 1, 'Floor cannot be above the total floors'],
    [{ availability: 'under construction' as const }, 1, 'Please enter the possession month'],
    [{ location: { ...listingFields().location, pincode: '5600' } }, 1, 'Please enter a valid 6-digit pincode'],
    [
      { location: { ...listingFields().location, state: 'Maharashtra', pincode: '110001' } },
      1,
      'This pincode is not in Maharashtra: please check it',
    ],
    [{ description: 'Nice.' }, 1, 'Please describe the property in at least 20 characters'],
    [{ price: 1 }, 1, 'A price under ₹1 Lakh is not plausible: please check it'],
    [{ purpose: 'rent' as const, price: 500 }, 1, 'A monthly rent under ₹1,000 is not plausible: please check it'],
    [{ title: 'T'.repeat(101) }, 1, 'Please keep the title under 100 characters'],
    [{ description: 'd'.repeat(4001) }, 1, 'Please keep the description under 4000 characters'],
    [{ builtUpArea: 1_000_001, superBuiltUpArea: null }, 1, 'Please enter an area under 10,00,000 sq.ft'],
    [{ bathrooms: 21 }, 1, 'Please enter valid number of bathrooms'],
    [{ totalFloors: 201 }, 1, 'Please enter valid number of floors'],
    [{ ageYears: 101 }, 1, 'Please enter the age of the property in years'],
    [
      { location: { ...listingFields().location, city: 'B'.repeat(101) } },
      1,
      'Please keep the city under 100 characters',
    ],
    [
      { location: { ...listingFields().location, locality: 'K'.repeat(101) } },
      1,
      'Please keep the locality under 100 characters',
    ],
    [
      { location: { ...listingFields().location, address: 'a'.repeat(301) } },
      1,
      'Please keep the address under 300 characters',
    ],
    [
      { location: { ...listingFields().location, landmark: 'n'.repeat(101) } },
      1,
      'Please keep the landmark under 100 characters',
    ],
    [{}, 0, 'Please add at least one photo'],
  ])('refuses %o with %i photos: %s', async (change, photos, message) => {
    const response = await sendListing(bed.t.app, bed.seller.token, listingFields('flat', change), {
      photos: await listingPhotos(photos),
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
  });

  it('refuses a spoofed upload by its bytes, and more than 20 photos', async () => {
    const fake = fileOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'photo.jpg', 'image/jpeg');
    const spoofed = await sendListing(bed.t.app, bed.seller.token, listingFields(), { photos: [fake] });
    expect([spoofed.statusCode, spoofed.json()]).toEqual([
      415,
      { message: 'Each photo must be a JPEG, PNG or WebP image' },
    ]);
    const listing = await createListing(bed.t.app, bed.seller.token);
    const tooMany = await sendListing(
      bed.t.app,
      bed.seller.token,
      listingFields(),
      {
        photos: await listingPhotos(20),
        keptPhotos: listing.photos.map((photo) => photo.url),
      },
      listing._id,
    );
    expect([tooMany.statusCode, tooMany.json()]).toEqual([400, { message: 'Please add at most 20 photos' }]);
  });

  it('takes a price only as whole rupees written in digits', async () => {
    const photos = await listingPhotos(1);
    const withPrice = (price: string) => {
      const form = toListingFormData(listingFields(), { photos });
      form.set('price', price);
      return bed.t.app.inject({
        method: 'POST',
        url: apiPaths.listings,
        headers: bearer(bed.seller.token),
        payload: form,
      });
    };
    for (const price of ['1e7', '0x989680', '-0', '4500000.5', 'Infinity']) {
      const response = await withPrice(price);
      expect([response.statusCode, price]).toEqual([400, price]);
    }
    expect((await withPrice('4500000')).statusCode).toBe(201);
  });

  it('pending listings are seen by their owner and staff only; approved ones by all, the poster by name and role', async () => {
    const listing = await createListing(bed.t.app, bed.seller.token);
    expect((await get(listing._id)).statusCode).toBe(404);
    expect((await get(listing._id, buyer.token)).statusCode).toBe(404);
    expect((await get(listing._id, bed.seller.token)).statusCode).toBe(200);
    expect((await get(listing._id, bed.staff)).statusCode).toBe(200);
    await approveListing(bed.t.app, bed.staff, listing._id);
    // docs/listings.md#contact-details: whatever the contact preference, no one else gets a phone or e-mail.
    for (const viewer of [undefined, buyer.token, bed.staff])
      expect((await get(listing._id, viewer)).json<Listing>().poster).toEqual({
        name: bed.seller.name,
        role: 'Seller',
      });
  });

  it('counts a view once per viewer per day, never the owner', async () => {
    const listing = await createListing(bed.t.app, bed.seller.token);
    await approveListing(bed.t.app, bed.staff, listing._id);
    await get(listing._id, buyer.token);
    await get(listing._id, buyer.token);
    await get(listing._id, bed.seller.token);
    await get(listing._id, undefined, '10.0.0.7');
    await get(listing._id, undefined, '10.0.0.7');
    // Views are written in batches, off the read path (listings/views.ts).
    await bed.t.app.services.views.flush();
    await bed.t.app.services.jobs.runDue();
    expect((await get(listing._id, bed.seller.token)).json<Listing>().views).toBe(2);
    bed.t.clock.advance(24 * 60 * 60 * 1000);
    await get(listing._id, buyer.token);
    await bed.t.app.services.views.flush();
    await bed.t.app.services.jobs.runDue();
    expect((await get(listing._id, bed.seller.token)).json<Listing>().views).toBe(3);
  });

  it('only the owner edits a live listing: a revision with kept photos first in the order sent, removed ones gone', async () => {
    const created = await sendListing(bed.t.app, bed.seller.token, listingFields(), { photos: await listingPhotos(3) });
    const listing = created.json<Listing>();
    await approveListing(bed.t.app, bed.staff, listing._id);
    const change = listingFields('flat', { price: 6_000_000, title: 'Renovated flat' });
    const files = { photos: await listingPhotos(1), keptPhotos: [listing.photos[2]!.url, listing.photos[0]!.url] };
    expect((await sendListing(bed.t.app, agent.token, change, files, listing._id)).statusCode).toBe(403);
    const edited = (await sendListing(bed.t.app, bed.seller.token, change, files, listing._id)).json<Listing>();
    // docs/review.md#revisions: the published version stays; the edit waits beside it.
    expect(edited).toMatchObject({ reviewState: 'approved', title: listing.title, photos: listing.photos });
    const version = edited.revision!.version;
    expect(version).toMatchObject({ price: 6_000_000, title: 'Renovated flat' });
    expect(version.photos.slice(0, 2)).toEqual([listing.photos[2], listing.photos[0]]);
    expect(version.photos).toHaveLength(3);
    const seen = (await get(listing._id, buyer.token)).json<Listing>();
    expect([seen.title, seen.revision]).toEqual([listing.title, undefined]);
  });

  it('type changes empty the fields that no longer apply', async () => {
    const listing = await createListing(bed.t.app, bed.seller.token);
    const plot = listingFields('plot', {
      bhk: 3,
      floor: 2,
      furnishing: 'furnished',
      availability: 'ready to move',
      ageYears: 9,
    });
    const edited = (
      await sendListing(
        bed.t.app,
        bed.seller.token,
        plot,
        { photos: [], keptPhotos: listing.photos.map((photo) => photo.url) },
        listing._id,
      )
    ).json<Listing>();
    expect(edited).toMatchObject({
      propertyType: 'plot',
      bhk: null,
      floor: null,
      furnishing: '',
      availability: '',
      ageYears: null,
    });
  });

  it('only the owner deletes; my listings hold every review state, newest first', async () => {
    const other = await bed.t.signUp('Seller');
    const first = await createListing(bed.t.app, other.token);
    bed.t.clock.advance(1000);
    const second = await createListing(bed.t.app, other.token);
    await approveListing(bed.t.app, bed.staff, first._id);
    const mine = (
      await bed.t.app.inject({ method: 'GET', url: '/api/me/listings', headers: bearer(other.token) })
    ).json<Listing[]>();
    expect(mine.map((l) => [l._id, l.reviewState])).toEqual([
      [second._id, 'pending_review'],
      [first._id, 'approved'],
    ]);
    expect(
      (await bed.t.app.inject({ method: 'GET', url: '/api/me/listings', headers: bearer(buyer.token) })).statusCode,
    ).toBe(403);
    const remove = (token: string) =>
      bed.t.app.inject({ method: 'DELETE', url: `/api/properties/${first._id}`, headers: bearer(token) });
    expect((await remove(bed.seller.token)).statusCode).toBe(403);
    expect((await remove(other.token)).json()).toEqual({ message: 'Property deleted' });
    expect((await get(first._id, other.token)).statusCode).toBe(404);
  });

  // docs/review.md#review-rate-flag: sent after the poster confirmed it, flagged for staff, refused by nobody.
  it("flags in staff's queue a price far from its city's usual rate", async () => {
    const reviewer = await staffToken(bed.t);
    const cheap = await createListing(bed.t.app, agent.token, listingFields('flat', { price: 200_000 }));
    const queue = (
      await bed.t.app.inject({ method: 'GET', url: '/api/staff/listing-queue', headers: bearer(reviewer) })
    ).json<ListingQueueItem[]>();
    expect(queue.find((l) => l._id === cheap._id)?.rateFlag).toEqual({
      type: 'flat',
      perMonth: false,
      city: 'Bengaluru',
      price: 200_000,
      area: 1000,
      rate: 200,
      low: 1400,
      high: 75_000,
    });
  });

  it('staff: queue oldest first, approve once, reject with a reason; others 403', async () => {
    const reviewer = await staffToken(bed.t);
    const queueOf = async () =>
      (await bed.t.app.inject({ method: 'GET', url: '/api/staff/listing-queue', headers: bearer(reviewer) })).json<
        ListingQueueItem[]
      >();
    const before = (await queueOf()).length;
    const good = await createListing(bed.t.app, agent.token);
    bed.t.clock.advance(1000);
    const bad = await createListing(bed.t.app, agent.token);
    const queue = await queueOf();
    expect(queue.slice(before).map((l) => l._id)).toEqual([good._id, bad._id]);
    // docs/review.md#review-rate-flag: a usual price carries no flag.
    expect(queue.slice(before).map((l) => l.rateFlag)).toEqual([null, null]);
    const decide = (id: string, action: string, token: string, payload?: object) =>
      bed.t.app.inject({
        method: 'POST',
        url: `/api/staff/listings/${id}/${action}`,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
    expect((await decide(good._id, 'approve', bed.seller.token)).json()).toEqual({
      message: 'Only the Nivaas team can review listings',
    });
    expect((await decide(good._id, 'approve', reviewer)).json()).toMatchObject({ reviewState: 'approved' });
    expect((await decide(good._id, 'approve', reviewer)).statusCode).toBe(409);
    expect((await decide(bad._id, 'reject', reviewer, { reason: '' })).json()).toEqual({
      message: 'Please give the poster a reason',
    });
    expect((await decide(bad._id, 'reject', reviewer, { reason: 'Photos are blurred' })).json()).toMatchObject({
      reviewState: 'rejected',
      reviewReason: 'Photos are blurred',
    });
    expect((await decide('missing', 'approve', reviewer)).statusCode).toBe(404);
  });
});
