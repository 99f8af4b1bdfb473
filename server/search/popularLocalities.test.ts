import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popularLocalitiesSchema, type ListingFields } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, staffToken } from '../test/listings';
import { createProject } from '../test/projects';
import { bearer, startTestApp, type TestApp } from '../test/testApp';

const place = (city: string, locality: string, state: string): Partial<ListingFields> => ({
  location: { state, city, locality, pincode: '411045', address: '', landmark: '' },
});

describe.each(testDatabaseKinds())('popular localities on $name', (kind) => {
  let t: TestApp;
  let seller: string;
  let staff: string;
  const popular = async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/localities/popular' });
    expect(answer.statusCode).toBe(200);
    return popularLocalitiesSchema.parse(answer.json());
  };
  const post = async (change: Partial<ListingFields>, approve = true) => {
    const listing = await createListing(t.app, seller, listingFields('flat', change));
    if (approve) await approveListing(t.app, staff, listing._id);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    seller = (await t.signUp('Seller')).token;
    staff = await staffToken(t);
  });
  afterAll(() => t.close());

  it('is empty before anything is approved', async () => {
    await post(place('Pune', 'Baner', 'Maharashtra'), false);
    expect(await popular()).toEqual({ cities: [] });
  });

  it('counts approved listings and projects per locality, busiest city and locality first', async () => {
    await post(place('Pune', 'Baner', 'Maharashtra'));
    await post(place('Pune', 'Baner', 'Maharashtra'));
    await post(place('Pune', 'Wakad', 'Maharashtra'));
    await post({}); // Bengaluru, Indiranagar
    // An approved project counts in its area (Bengaluru, Indiranagar); a pending one does not.
    const builder = (await t.signUp('Builder')).token;
    const approved = await createProject(t.app, builder, 'villa');
    await t.app.inject({ method: 'POST', url: `/api/staff/projects/${approved._id}/approve`, headers: bearer(staff) });
    await createProject(t.app, builder, 'flat');

    expect(await popular()).toEqual({
      cities: [
        {
          city: 'Pune',
          localities: [
            { locality: 'Baner', count: 2 },
            { locality: 'Wakad', count: 1 },
          ],
        },
        { city: 'Bengaluru', localities: [{ locality: 'Indiranagar', count: 2 }] },
      ],
    });
  });
});
