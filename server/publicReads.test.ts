import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuilderProfile, BuilderProject, Listing, PropertySearchResult, Session } from '@/api/contract';
import { testDatabaseKinds } from './test/databases';
import { approveListing, createListing, listingFields, sendListing, staffToken } from './test/listings';
import { createProject, projectFields, projectFiles, sendProject } from './test/projects';
import { bearer, startTestApp, type TestApp } from './test/testApp';

/**
 * Issue #18: anonymous public reads come from the response cache (ETag, 304), and every write
 * that changes a public answer shows in the very next read; a signed-in read is always fresh.
 */
describe.each(testDatabaseKinds())('cached public reads on $name', (kind) => {
  let t: TestApp;
  let seller: Session;
  let builder: Session;
  let staff: string;

  const read = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const json = async <T>(url: string) => (await read(url)).json<T>();
  const titles = async () => (await json<PropertySearchResult>('/api/properties')).items.map((i) => i.title);
  const approveProject = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/staff/projects/${id}/approve`, headers: bearer(staff) });

  beforeAll(async () => {
    t = await startTestApp(kind);
    seller = await t.signUp('Seller');
    builder = await t.signUp('Builder');
    staff = await staffToken(t);
  });
  afterAll(() => t.close());

  it('answers again with the same ETag, and 304 to a client that has it', async () => {
    const first = await read('/api/properties?sort=newest&page=1');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = String(first.headers.etag);
    // The same search written another way (defaults left out) is the same answer.
    const again = await read('/api/properties');
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);
    const notModified = await read('/api/properties', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('shows an approved, edited and deleted listing at once: search and detail', async () => {
    const listing = await createListing(t.app, seller.token, listingFields('flat', { title: 'Cached flat' }));
    expect(await titles()).not.toContain('Cached flat');
    expect((await read(`/api/properties/${listing._id}`)).statusCode).toBe(404);

    await approveListing(t.app, staff, listing._id);
    expect(await titles()).toContain('Cached flat');
    expect((await json<Listing>(`/api/properties/${listing._id}`)).title).toBe('Cached flat');

    const inquiry = await t.signUp('Buyer');
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing._id}/inquiries`,
      headers: bearer(inquiry.token),
      payload: { name: 'Priya Sharma', phone: '9988776655', message: 'Is it still available?' },
    });
    expect((await json<Listing>(`/api/properties/${listing._id}`)).inquiryCount).toBe(1);
    await t.app.services.views.flush();
    await t.app.services.jobs.runDue();
    expect((await json<Listing>(`/api/properties/${listing._id}`)).views).toBe(1);

    // docs/review.md#revisions: an edit waits for review while the published version stays.
    const edited = await sendListing(
      t.app,
      seller.token,
      listingFields('flat', { title: 'Edited flat' }),
      { photos: [] },
      listing._id,
    );
    expect(edited.statusCode).toBe(200);
    expect(await titles()).toContain('Cached flat');
    expect((await json<Listing>(`/api/properties/${listing._id}`)).title).toBe('Cached flat');

    await approveListing(t.app, staff, listing._id);
    expect(await titles()).toContain('Edited flat');
    expect(await titles()).not.toContain('Cached flat');
    expect((await json<Listing>(`/api/properties/${listing._id}`)).title).toBe('Edited flat');
    await t.app.inject({ method: 'DELETE', url: `/api/properties/${listing._id}`, headers: bearer(seller.token) });
    expect(await titles()).not.toContain('Edited flat');
    expect((await read(`/api/properties/${listing._id}`)).statusCode).toBe(404);
  });

  it("shows an approved project at once on its page, its builder's list and search; a profile edit too", async () => {
    const project = await createProject(t.app, builder.token, 'villa', { projectName: 'Cached Villas' });
    const listUrl = `/api/builders/${builder._id}/properties`;
    expect(await json<BuilderProject[]>(listUrl)).toEqual([]);
    expect((await read(`/api/builder-properties/${project._id}`)).statusCode).toBe(404);

    await approveProject(project._id);
    expect((await json<BuilderProject[]>(listUrl)).map((p) => p.projectName)).toEqual(['Cached Villas']);
    expect(await titles()).toContain('Cached Villas');
    const page = `/api/builder-properties/${project._id}`;
    expect((await json<BuilderProject & { builder: BuilderProfile }>(page)).builder.name).toBe(builder.name);

    const profileUrl = `/api/builders/username/${builder.username}`;
    expect((await json<BuilderProfile>(profileUrl)).companyName).toBeUndefined();
    await t.app.inject({
      method: 'PUT',
      url: '/api/builder/me/profile',
      headers: bearer(builder.token),
      payload: { name: 'Renamed Builder', companyName: 'Cached Constructions' },
    });
    expect((await json<BuilderProfile>(profileUrl)).companyName).toBe('Cached Constructions');
    expect((await json<BuilderProject & { builder: BuilderProfile }>(page)).builder.name).toBe('Renamed Builder');

    const edit = await sendProject(
      t.app,
      builder.token,
      projectFields('villa', { projectName: 'Cached Villas II' }),
      await projectFiles(),
      project._id,
    );
    expect(edit.statusCode).toBe(200);
    // docs/review.md#revisions: the published version stays in the portfolio and search until approved.
    expect((await json<BuilderProject[]>(listUrl)).map((p) => p.projectName)).toEqual(['Cached Villas']);
    await approveProject(project._id);
    expect((await json<BuilderProject[]>(listUrl)).map((p) => p.projectName)).toEqual(['Cached Villas II']);
    expect(await titles()).toContain('Cached Villas II');
  });

  it('never serves a signed-in reader from the cache: the owner sees the pending listing', async () => {
    const listing = await createListing(t.app, seller.token, listingFields('villa', { title: 'Owner only' }));
    expect((await read(`/api/properties/${listing._id}`)).statusCode).toBe(404);
    const mine = await read(`/api/properties/${listing._id}`, bearer(seller.token));
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.json<Listing>().reviewState).toBe('pending_review');
  });
});

describe('RESPONSE_CACHE=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabaseKinds()[0]!, { config: { responseCacheBytes: 0 } });
  });
  afterAll(() => t.close());

  it('computes every answer: no ETag, the same body', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/properties' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBeUndefined();
    expect(first.json<PropertySearchResult>()).toMatchObject({ items: [], total: 0 });
    expect(t.app.services.cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
