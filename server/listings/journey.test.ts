import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favouritesResponseSchema,
  inquiryListSchema,
  listingSchema,
  propertySearchResultSchema,
  type Listing,
} from '@/api/contract';
import { propertySearchUrl } from '@/api/listings';
import { testDatabaseKinds } from '../test/databases';
import { listingFields, listingPhotos, sendListing, staffToken } from '../test/listings';
import { bearer, startTestApp, type TestApp } from '../test/testApp';

/**
 * Issue #9 end to end at API level: a seller posts a listing, staff approve it, a buyer finds it
 * with filters, favourites it and sends an inquiry that the seller sees.
 */
describe.each(testDatabaseKinds())('listing journey on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('post, approve, find, favourite, inquire, answer', async () => {
    const seller = await t.signUp('Seller', { name: 'Arjun Nair' });
    const buyer = await t.signUp('Buyer', { name: 'Priya Sharma' });
    const staff = await staffToken(t);

    const fields = listingFields('flat', {
      title: '3 BHK with a lake view',
      bhk: 3,
      price: 14_500_000,
      location: {
        state: 'Karnataka',
        city: 'Bengaluru',
        locality: 'Hebbal',
        pincode: '560024',
        address: '',
        landmark: '',
      },
    });
    const posted = await sendListing(t.app, seller.token, fields, { photos: await listingPhotos(2) });
    expect(posted.statusCode).toBe(201);
    const listing = listingSchema.parse(posted.json());

    const query = {
      city: 'bengaluru',
      q: 'hebbal',
      type: ['flat' as const],
      bhk: [3],
      minPrice: 10_000_000,
      maxPrice: 15_000_000,
    };
    const find = async () =>
      propertySearchResultSchema.parse((await t.app.inject({ method: 'GET', url: propertySearchUrl(query) })).json());
    expect((await find()).total).toBe(0);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/staff/listings/${listing._id}/approve`,
      headers: bearer(staff),
    });
    expect(approved.json()).toMatchObject({ reviewState: 'approved' });

    const found = await find();
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      _id: listing._id,
      kind: 'listing',
      price: 14_500_000,
      bhk: 3,
      locality: 'Hebbal',
    });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${listing._id}`,
      headers: bearer(buyer.token),
    });
    expect(detail.json<Listing>().poster).toEqual({ name: 'Arjun Nair', role: 'Seller' });

    const favourite = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/favorites',
      headers: bearer(buyer.token),
      payload: { propertyId: listing._id },
    });
    expect(favourite.statusCode).toBe(201);
    expect(favouritesResponseSchema.parse(favourite.json()).favorites).toEqual([
      expect.objectContaining({ _id: listing._id, kind: 'listing', title: '3 BHK with a lake view' }),
    ]);

    const inquiry = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing._id}/inquiries`,
      headers: bearer(buyer.token),
      payload: { name: 'Priya Sharma', sharePhone: true, phone: '9988776655', message: 'Can I visit this weekend?' },
    });
    expect(inquiry.statusCode).toBe(201);

    const inbox = inquiryListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/me/inquiries', headers: bearer(seller.token) })).json(),
    );
    expect(inbox).toEqual([
      expect.objectContaining({
        listingId: listing._id,
        listingTitle: '3 BHK with a lake view',
        buyer: { name: 'Priya Sharma', phone: '9988776655', phoneSharedAt: expect.any(String) },
        message: 'Can I visit this weekend?',
        state: 'new',
      }),
    ]);
    // The buyer's view is written with the next batch (listings/views.ts).
    await t.app.services.views.flush();
    await t.app.services.jobs.runDue();
    const mine = (await t.app.inject({ method: 'GET', url: '/api/me/listings', headers: bearer(seller.token) })).json();
    expect(mine[0]).toMatchObject({ _id: listing._id, views: 1, inquiryCount: 1, reviewState: 'approved' });
  });
});
