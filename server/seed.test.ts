import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjectErrors, builderProfileSchema, builderProjectListSchema, projectStatuses } from '@/api/contract';
import { DEMO_BUILDER_USERNAME, DEMO_PASSWORD, demoAccounts, seedIfEmpty } from './seed';
import { demoProjects } from './seed/demoProjects';
import { testDatabaseKinds } from './test/databases';
import { bearer, startTestApp, type TestApp } from './test/testApp';

describe('demo projects', () => {
  it('each meets every SPEC 5 rule', () => {
    for (const fields of demoProjects) expect(allProjectErrors(fields, { banner: 1, blueprints: 1 })).toEqual([]);
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
    expect((await get('/api/users/me/favorites', buyer.token)).json().favorites).toHaveLength(2);
    const staff = await login('staff@nivaas.test', 'Buyer');
    expect((await get('/api/staff/review-queue', staff.token)).json()).toEqual([]);
  });
});
