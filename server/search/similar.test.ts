import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, similarPropertiesSchema, type ListingFields } from '@/api/contract';
import { listings } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, search, useListingTestbed } from '../test/listings';
import { bearer } from '../test/testApp';

const inCity = (city: string, locality = 'Baner'): Pick<ListingFields, 'location'> => ({
  location: { address: '', state: 'Maharashtra', city, locality, pincode: '411045', landmark: '' },
});

/** docs/listings.md#similar-properties: GET /api/properties/{id}/similar. */
describe.each(testDatabaseKinds())('similar properties on $name', (kind) => {
  const bed = useListingTestbed(kind);

  /** A flat for sale in Pune at ₹80 Lakh unless changed, approved a minute after the one before. */
  async function post(title: string, change: Partial<ListingFields> = {}, approve = true) {
    const listing = await createListing(
      bed.t.app,
      bed.seller.token,
      listingFields('flat', { title, price: 8_000_000, ...inCity('Pune'), ...change }),
    );
    bed.t.clock.advance(60_000);
    if (approve) await approveListing(bed.t.app, bed.staff, listing._id);
    return listing;
  }
  const similarTo = (id: string) => bed.t.app.inject({ method: 'GET', url: apiPaths.similarListings(id) });
  const titlesSimilarTo = async (id: string) => {
    const answer = await similarTo(id);
    expect(answer.statusCode).toBe(200);
    return similarPropertiesSchema.parse(answer.json()).items.map((item) => item.title);
  };

  it('answers listings of the same city, type and purpose within ±25 % of the price, last confirmed first', async () => {
    const base = await post('Base flat');
    await post('At 75 %', { price: 6_000_000 });
    await post('At 125 %, city in other case', { price: 10_000_000, ...inCity('PUNE', 'Wakad') });
    await post('Below the band', { price: 5_999_999 });
    await post('Above the band', { price: 10_000_001 });
    await post('Other city', inCity('Mumbai'));
    await post('Other type', { ...listingFields('villa'), title: 'Other type', price: 8_000_000, ...inCity('Pune') });
    await post('For rent', { purpose: 'rent' });
    await post('Waiting for review', {}, false);
    const paused = await post('Paused');
    await bed.t.app.services.db.update(listings).set({ status: 'paused' }).where(eq(listings.id, paused._id));
    const sold = await post('Sold');
    const closed = await bed.t.app.inject({
      method: 'POST',
      url: apiPaths.closeListing(sold._id),
      headers: bearer(bed.seller.token),
    });
    expect(closed.statusCode).toBe(200);

    expect(await titlesSimilarTo(base._id)).toEqual(['At 125 %, city in other case', 'At 75 %']);
  });

  it('writes the same cards as the search', async () => {
    const base = await post('Card base', inCity('Nashik'));
    await post('Card twin', { ...inCity('Nashik'), price: 7_500_000 });
    const answer = similarPropertiesSchema.parse((await similarTo(base._id)).json());
    const found = await search(bed.t.app, { city: 'Nashik', q: 'Card twin' });
    expect(answer.items).toEqual(found.items);
    expect(answer.items[0]!.coverPhoto).toMatch(/^\/media\//);
  });

  it('shows at most 6, and none when nothing is alike', async () => {
    const base = await post('Busy base', inCity('Nagpur'));
    for (const n of [1, 2, 3, 4, 5, 6, 7]) await post(`Busy ${n}`, inCity('Nagpur'));
    expect(await titlesSimilarTo(base._id)).toEqual(['Busy 7', 'Busy 6', 'Busy 5', 'Busy 4', 'Busy 3', 'Busy 2']);
    const alone = await post('Alone', inCity('Solapur'));
    expect(await titlesSimilarTo(alone._id)).toEqual([]);
  });

  it('is 404 for a listing that is not public', async () => {
    const waiting = await post('Not approved', inCity('Satara'), false);
    for (const id of [waiting._id, 'no-such-listing'])
      expect((await similarTo(id)).json()).toEqual({ message: 'Property not found' });
    expect((await similarTo(waiting._id)).statusCode).toBe(404);
  });
});
