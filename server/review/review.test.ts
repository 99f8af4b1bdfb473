import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuilderProject, ReviewQueueItem, Session } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { createListing } from '../test/listings';
import { createProject, projectFields, projectFiles, sendProject } from '../test/projects';
import { bearer, startTestApp, type TestApp } from '../test/testApp';
import { createStaff, makeStaff } from './staff';

describe.each(testDatabaseKinds())('review on $name', (kind) => {
  let t: TestApp;
  let builder: Session;
  let staffToken: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    builder = await t.signUp('Builder');
    const staff = await t.signUp('Buyer');
    await makeStaff(t.app.services.db, staff.email);
    staffToken = staff.token;
  });
  afterAll(() => t.close());

  const staffCall = (url: string, payload?: object, token = staffToken) =>
    t.app.inject({ method: payload ? 'POST' : 'GET', url, ...(payload ? { payload } : {}), headers: bearer(token) });
  const approve = (id: string, token?: string) => staffCall(`/api/staff/projects/${id}/approve`, {}, token);
  const reject = (id: string, reason: string) => staffCall(`/api/staff/projects/${id}/reject`, { reason });
  const publicList = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/builders/${builder._id}/properties` })).json<BuilderProject[]>();

  it('lists pending projects, oldest first, with their builder', async () => {
    const first = await createProject(t.app, builder.token);
    t.clock.advance(1000);
    const second = await createProject(t.app, builder.token, 'flat');
    const queue = (await staffCall('/api/staff/review-queue')).json<
      (BuilderProject & { builder: { email: string } })[]
    >();
    expect(queue.map((p) => p._id)).toEqual([first._id, second._id]);
    expect(queue[0]?.builder.email).toBe(builder.email);
  });

  // docs/review.md#review-rate-flag: the server flags a unit priced far from its city's rate; it refuses nothing.
  it("flags in the queue a unit priced far from its city's usual rate, and leaves usual prices unflagged", async () => {
    const cheap = projectFields('office', {
      officeDetails: { totalFloors: 10, types: [{ type: 'Office suite', area: 2500, price: 150_000 }] },
    });
    const created = await sendProject(t.app, builder.token, cheap, await projectFiles());
    expect(created.statusCode).toBe(201);
    const usual = await createProject(t.app, builder.token, 'office');
    const queue = (await staffCall('/api/staff/review-queue')).json<ReviewQueueItem[]>();
    expect(queue.find((p) => p._id === created.json<BuilderProject>()._id)?.rateFlag).toEqual({
      unit: 'Office suite',
      type: 'office',
      perMonth: false,
      city: 'Bengaluru',
      price: 150_000,
      area: 2500,
      rate: 60,
      low: 1700,
      high: 90_000,
    });
    expect(queue.find((p) => p._id === usual._id)?.rateFlag).toBeNull();
  });

  it('approving makes a project public; rejecting keeps it private with a reason', async () => {
    const good = await createProject(t.app, builder.token, 'office');
    const bad = await createProject(t.app, builder.token, 'shops');
    expect((await approve(good._id)).json()).toMatchObject({ _id: good._id, reviewState: 'approved' });
    expect((await reject(bad._id, 'Blueprint is unreadable')).json()).toMatchObject({
      reviewState: 'rejected',
      reviewReason: 'Blueprint is unreadable',
    });
    const ids = (await publicList()).map((p) => p._id);
    expect(ids).toContain(good._id);
    expect(ids).not.toContain(bad._id);
    const own = (
      await t.app.inject({ method: 'GET', url: '/api/builder/me/properties', headers: bearer(builder.token) })
    ).json<BuilderProject[]>();
    expect(own.find((p) => p._id === bad._id)).toMatchObject({
      reviewState: 'rejected',
      reviewReason: 'Blueprint is unreadable',
    });
  });

  it('an edit of an approved project waits in the queue while the project stays in public lists', async () => {
    const project = await createProject(t.app, builder.token);
    await approve(project._id);
    const files = await projectFiles({ bannerPhoto: null, blueprintPhotos: [] });
    await sendProject(t.app, builder.token, projectFields('villa', { projectName: 'Changed' }), files, project._id);
    expect((await publicList()).map((p) => p._id)).toContain(project._id);
    const queue = (await staffCall('/api/staff/review-queue')).json<BuilderProject[]>();
    const waiting = queue.find((p) => p._id === project._id);
    expect([waiting?.projectName, waiting?.revision?.version.projectName]).toEqual([project.projectName, 'Changed']);
  });

  it('staff see a pending project through GET /api/builder-properties/:id', async () => {
    const project = await createProject(t.app, builder.token);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/builder-properties/${project._id}`,
      headers: bearer(staffToken),
    });
    expect(response.json()).toMatchObject({ reviewState: 'pending_review' });
  });

  it('answers 409 for a project already decided, 404 for an unknown one, 400 without a reason', async () => {
    const project = await createProject(t.app, builder.token);
    await approve(project._id);
    expect((await approve(project._id)).json()).toEqual({ message: 'This project is not waiting for review' });
    expect((await approve('missing')).json()).toEqual({ message: 'Property not found' });
    expect((await reject(project._id, '')).json()).toEqual({ message: 'Please give the builder a reason' });
  });

  it('answers 403 to everyone but staff, 401 without a token', async () => {
    const project = await createProject(t.app, builder.token);
    const refused = await approve(project._id, builder.token);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { message: 'Only the Nivaas team can review projects' },
    ]);
    expect((await staffCall('/api/staff/review-queue', undefined, builder.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/review-queue' })).statusCode).toBe(401);
  });

  it('refuses a staff member approving or rejecting their own project or listing (403)', async () => {
    const staffBuilder = await t.signUp('Builder');
    await makeStaff(t.app.services.db, staffBuilder.email);
    const own = await createProject(t.app, staffBuilder.token);
    const refused = { message: 'You cannot review your own listing or project: a colleague will' };
    const selfApproved = await approve(own._id, staffBuilder.token);
    expect([selfApproved.statusCode, selfApproved.json()]).toEqual([403, refused]);
    const selfRejected = await staffCall(
      `/api/staff/projects/${own._id}/reject`,
      { reason: 'x'.repeat(12) },
      staffBuilder.token,
    );
    expect(selfRejected.statusCode).toBe(403);
    expect((await approve(own._id)).json()).toMatchObject({ reviewState: 'approved' });

    const staffSeller = await t.signUp('Seller');
    await makeStaff(t.app.services.db, staffSeller.email);
    const listing = await createListing(t.app, staffSeller.token);
    const ownListing = await staffCall(`/api/staff/listings/${listing._id}/approve`, {}, staffSeller.token);
    expect([ownListing.statusCode, ownListing.json()]).toEqual([403, refused]);
    expect((await staffCall(`/api/staff/listings/${listing._id}/approve`, {})).statusCode).toBe(200);
  });

  it('create-staff makes an account that signs in and reviews', async () => {
    await createStaff(t.app.services.db, 'Reviewer@Nivaas.in', 'review1234');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'reviewer@nivaas.in', password: 'review1234', role: 'Buyer' },
    });
    expect(login.json()).toMatchObject({ isStaff: true });
    expect((await staffCall('/api/staff/review-queue', undefined, login.json().token)).statusCode).toBe(200);
    expect(await makeStaff(t.app.services.db, 'nobody@nivaas.in')).toBeNull();
  });
});
