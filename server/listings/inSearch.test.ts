import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popularLocalitiesSchema, searchSuggestionsSchema, type ListingFields } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import {
  approveListing,
  closeListing,
  createListing,
  holdByReports,
  listingFields,
  pauseUnconfirmed,
  staffToken,
} from '../test/listings';
import { startTestApp, type TestApp } from '../test/testApp';

const inKochi = (locality: string, change: Partial<ListingFields> = {}) =>
  listingFields('flat', {
    title: `Flat in ${locality}`,
    location: { state: 'Kerala', city: 'Kochi', locality, pincode: '682024', address: '', landmark: '' },
    ...change,
  });

/**
 * docs/listings.md#listing-status: a listing paused (unconfirmed for 30 days, on the app's clock), held
 * by three reports, sold or rented is in no public list drawn from search: popular localities and
 * suggestions count only listings in search.
 */
describe.each(testDatabaseKinds())('public lists hold only listings in search on $name', (kind) => {
  let t: TestApp;
  const popularInKochi = async () => {
    const answer = await t.app.inject({ url: '/api/localities/popular' });
    expect(answer.statusCode).toBe(200);
    return popularLocalitiesSchema.parse(answer.json()).cities.find((c) => c.city === 'Kochi')?.localities ?? [];
  };
  const suggestedInKochi = async () => {
    const answer = await t.app.inject({ url: '/api/properties/suggestions?q=nagar&city=Kochi' });
    expect(answer.statusCode).toBe(200);
    return searchSuggestionsSchema.parse(answer.json()).items;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('leaves out paused, held, sold and rented listings from popular localities and suggestions', async () => {
    const early = await t.signUp('Seller');
    const paused = await createListing(t.app, early.token, inKochi('Paused Nagar'));
    await approveListing(t.app, await staffToken(t), paused._id);
    expect(await popularInKochi()).toEqual([{ locality: 'Paused Nagar', count: 1 }]);
    expect(await suggestedInKochi()).toHaveLength(1);
    await pauseUnconfirmed(t);

    // Sessions last 7 days: a new seller and staff after the 30 days.
    const seller = await t.signUp('Seller');
    const staff = await staffToken(t);
    const posted: Record<string, string> = {};
    for (const [locality, purpose] of [
      ['Live Nagar', 'sale'],
      ['Held Nagar', 'sale'],
      ['Sold Nagar', 'sale'],
      ['Rented Nagar', 'rent'],
    ] as const) {
      const listing = await createListing(t.app, seller.token, inKochi(locality, { purpose }));
      await approveListing(t.app, staff, listing._id);
      posted[locality] = listing._id;
    }
    const four = ['Held Nagar', 'Live Nagar', 'Rented Nagar', 'Sold Nagar'];
    expect((await popularInKochi()).map((l) => l.locality).sort()).toEqual(four);
    expect((await suggestedInKochi()).map((s) => (s.kind === 'locality' ? s.locality : s.name)).sort()).toEqual(four);

    await holdByReports(t, posted['Held Nagar']!);
    expect((await closeListing(t.app, seller.token, posted['Sold Nagar']!)).status).toBe('sold');
    expect((await closeListing(t.app, seller.token, posted['Rented Nagar']!)).status).toBe('rented');
    expect(await popularInKochi()).toEqual([{ locality: 'Live Nagar', count: 1 }]);
    expect(await suggestedInKochi()).toEqual([{ kind: 'locality', locality: 'Live Nagar', city: 'Kochi', count: 1 }]);
  });
});
