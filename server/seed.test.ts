import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allProjectErrors,
  builderProfileSchema,
  builderProjectListSchema,
  inquiryListSchema,
  listingErrors,
  freshnessOf,
  listingListSchema,
  projectStatuses,
  carpetPrice,
  HIGH_LOADING_PERCENT,
} from '@/api/contract';
import { DEMO_BUILDER_USERNAME, DEMO_PASSWORD, demoAccounts, seedIfEmpty } from './seed';
import { demoListings } from './seed/demoListings';
import { demoProjects } from './seed/demoProjects';
import { testDatabaseKinds } from './test/databases';
import { bearer, startTestApp, type TestApp } from './test/testApp';

describe('demo projects and listings', () => {
  it('each meets every rule', () => {
    for (const fields of demoProjects) expect(allProjectErrors(fields, { banner: 1, blueprints: 1 })).toEqual([]);
    for (const { fields } of demoListings) expect(listingErrors(fields, 2)).toEqual([]);
  });

  it('every demo home has a carpet and super built-up area; most load 20-35 %, one more (docs/listings.md#carpet-first)', () => {
    const homes = demoListings.map((l) => l.fields).filter((f) => f.propertyType !== 'plot');
    const loadings = homes.map((f) => carpetPrice(f)?.loadingPercent);
    expect(loadings.every((loading) => typeof loading === 'number')).toBe(true);
    const usual = loadings.filter((loading) => loading! >= 20 && loading! <= HIGH_LOADING_PERCENT);
    expect(usual.length).toBeGreaterThan(homes.length / 2);
    expect(loadings.some((loading) => loading! > HIGH_LOADING_PERCENT)).toBe(true);
  });
});

describe.each(testDatabaseKinds())('seedIfEmpty on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    expect(await seedIfEmpty(t.app.services)).toBe(true);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
  const login = async (email: string, role: string) =>
    (
      await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: DEMO_PASSWORD, role } })
    ).json();

  it('seeds only once', async () => {
    expect(await seedIfEmpty(t.app.services)).toBe(false);
  });

  it('serves the demo builder portfolio: every kind and every status, approved, with photos', async () => {
    const profile = builderProfileSchema.parse((await get(`/api/builders/username/${DEMO_BUILDER_USERNAME}`)).json());
    expect(profile).toMatchObject({ companyName: 'Skyline Developers', companyEstablished: '2005' });
    expect((await get(profile.profilePhoto!)).statusCode).toBe(200);
    const projects = builderProjectListSchema.parse((await get(`/api/builders/${profile._id}/properties`)).json());
    expect(projects).toHaveLength(demoProjects.length);
    expect(new Set(projects.map((p) => p.residentialType ?? p.commercialType))).toEqual(
      new Set(['villa', 'flat', 'shops', 'office', 'shop/office']),
    );
    expect(new Set(projects.map((p) => p.projectStatus))).toEqual(new Set(projectStatuses));
    for (const project of projects) {
      expect(project.reviewState).toBe('approved');
      expect(project.expectedPrice).toBeGreaterThan(0);
      expect((await get(project.media.bannerPhoto!)).headers['content-type']).toBe('image/jpeg');
      expect((await get(project.media.blueprintPhotos[0]!)).headers['content-type']).toBe('image/png');
    }
    expect(projects[0]?.projectName).toBe(demoProjects[0]?.projectName);
  });

  it('signs in a demo account of each role; the buyer has favourites and staff review', async () => {
    for (const account of demoAccounts)
      expect((await login(account.email, account.role)).token).toEqual(expect.any(String));
    const buyer = await login('buyer@nivaas.test', 'Buyer');
    expect((await get('/api/users/me/favorites', buyer.token)).json().favorites).toHaveLength(3);
    const staff = await login('staff@nivaas.test', 'Buyer');
    expect((await get('/api/staff/review-queue', staff.token)).json()).toEqual([]);
  });

  it('serves the demo listings: approved ones in search, pending ones on their owner dashboards, an inquiry', async () => {
    const search = (await get('/api/properties?kind=listing')).json();
    // One approved demo listing is paused: unconfirmed for 35 days (docs/listings.md#listing-status).
    const approved = demoListings.filter((l) => l.reviewState === 'approved');
    expect(search.total).toBe(approved.length - 1);
    expect(new Set(search.items.map((i: { city: string }) => i.city))).toEqual(
      new Set(['Mumbai', 'Bengaluru', 'Pune']),
    );
    const seller = await login('seller@nivaas.test', 'Seller');
    const mine = listingListSchema.parse((await get('/api/me/listings', seller.token)).json());
    expect(mine.map((l) => l.reviewState).sort()).toEqual(['approved', 'approved', 'pending_review']);
    expect(mine.map((l) => freshnessOf(l, new Date())).sort()).toEqual(['due', 'fresh', 'fresh']);
    expect(mine.every((l) => l.photos.length === 2)).toBe(true);
    expect((await get(mine[0]!.photos[0]!.url)).statusCode).toBe(200);
    // docs/media.md#variants: the demo photos have theirs, stored.
    const { variants } = mine[0]!.photos[0]!;
    expect(variants.map((v) => v.width)).toEqual(expect.arrayContaining([240, 640, 720]));
    for (const variant of variants) expect((await get(variant.url)).statusCode).toBe(200);
    const inbox = inquiryListSchema.parse((await get('/api/me/inquiries', seller.token)).json());
    expect(inbox).toEqual([
      expect.objectContaining({
        state: 'replied',
        buyer: expect.objectContaining({ phone: '9876543210' }),
        thread: [expect.objectContaining({ from: 'poster', authorName: 'Arjun Nair' })],
      }),
    ]);
    const agent = await login('agent@nivaas.test', 'Agent');
    expect(listingListSchema.parse((await get('/api/me/listings', agent.token)).json())).toHaveLength(4);
    const staff = await login('staff@nivaas.test', 'Buyer');
    expect((await get('/api/staff/listing-queue', staff.token)).json()).toHaveLength(2);
  });
});
