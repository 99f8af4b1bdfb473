import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, SIGNED_IN_CACHE_CONTROL, type BuilderProject, type Listing, type Session } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, sendListing, staffToken } from '../test/listings';
import { createProject, projectFields, projectFiles, sendProject } from '../test/projects';
import { standInApp } from '../test/standInApp';
import { bearer, startTestApp, type TestApp } from '../test/testApp';

/**
 * docs/review.md#revisions: the owner previews their waiting changes on the item's public page
 * (`?version=changes`). The changes reach the owner and staff alone, in answers no shared cache may
 * keep; the page the server renders, and keeps, is the live version whoever asks.
 */
describe.each(testDatabaseKinds())("an owner's preview of their changes on $name", (kind) => {
  let t: TestApp;
  let remove: () => Promise<void>;
  let seller: Session;
  let builder: Session;
  let buyer: Session;
  let staff: string;
  beforeAll(async () => {
    const app = await standInApp({ 'index.html': '<!doctype html><head></head><body><div id="root"></div></body>' });
    remove = app.remove;
    t = await startTestApp(kind, { config: { appDir: app.appDir } });
    seller = await t.signUp('Seller');
    builder = await t.signUp('Builder');
    buyer = await t.signUp('Buyer');
    staff = await staffToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await remove();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

  async function liveListingWithChanges(title: string) {
    const listing = await createListing(t.app, seller.token, listingFields('flat', { title }));
    await approveListing(t.app, staff, listing._id);
    const edit = await sendListing(
      t.app,
      seller.token,
      listingFields('flat', { title: `${title}, renovated` }),
      { photos: [], keptPhotos: listing.photos.map((photo) => photo.url) },
      listing._id,
    );
    expect(edit.headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
    expect(edit.json<Listing>().revision?.version.title).toBe(`${title}, renovated`);
    return listing;
  }

  async function liveProjectWithChanges(projectName: string) {
    const project = await createProject(t.app, builder.token, 'villa', { projectName });
    await t.app.inject({ method: 'POST', url: apiPaths.approveProject(project._id), headers: bearer(staff) });
    const edit = await sendProject(
      t.app,
      builder.token,
      projectFields('villa', { projectName, description: 'Now with a clubhouse' }),
      await projectFiles({ bannerPhoto: null, blueprintPhotos: [], keptMedia: project.media }),
      project._id,
    );
    expect(edit.headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
    expect(edit.json<BuilderProject>().revision?.version.description).toBe('Now with a clubhouse');
    return project;
  }

  it('a listing: its owner and staff read the changes privately; a buyer and a signed-out visitor read the live listing', async () => {
    const listing = await liveListingWithChanges('Lake view flat');
    const url = apiPaths.listing(listing._id);
    for (const token of [seller.token, staff]) {
      const answer = await get(url, token);
      expect(answer.headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
      expect([answer.json<Listing>().title, answer.json<Listing>().revision?.version.title]).toEqual([
        'Lake view flat',
        'Lake view flat, renovated',
      ]);
    }
    const mine = await get(apiPaths.myListings, seller.token);
    expect(mine.headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
    expect(mine.json<Listing[]>().find((l) => l._id === listing._id)?.revision?.state).toBe('pending_review');

    const bought = await get(url, buyer.token);
    expect([bought.json<Listing>().title, bought.json<Listing>().revision]).toEqual(['Lake view flat', undefined]);
    // Signed out, twice: computed, then from the response cache, which the owner's reads never filled.
    for (let visit = 0; visit < 2; visit += 1) {
      const visitor = await get(url);
      expect(visitor.headers['cache-control']).toBe('no-cache');
      expect(visitor.headers.etag).toBeDefined();
      expect(visitor.body).not.toContain('renovated');
      expect(visitor.json<Listing>().revision).toBeUndefined();
    }
  });

  it("a project: its builder and staff read the changes privately; the public read and the portfolio don't carry them", async () => {
    const project = await liveProjectWithChanges('Palm Grove');
    const url = apiPaths.builderProject(project._id);
    for (const token of [builder.token, staff]) {
      const answer = await get(url, token);
      expect(answer.headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
      expect(answer.json<BuilderProject>().revision?.version.description).toBe('Now with a clubhouse');
    }
    expect((await get(url, buyer.token)).json<BuilderProject>().revision).toBeUndefined();
    for (const read of [url, url, apiPaths.builderProjectsOf(builder._id)]) {
      const visitor = await get(read);
      expect(visitor.headers['cache-control']).toBe('no-cache');
      expect(visitor.body).not.toContain('clubhouse');
    }
  });

  it('the page at ?version=changes is rendered and kept as the live version, even for a request that names its owner', async () => {
    const listing = await liveListingWithChanges('Hill view flat');
    const project = await liveProjectWithChanges('Cedar Court');
    for (const [path, live, changed] of [
      [`/property-detail/${listing._id}?version=changes`, 'Hill view flat', 'renovated'],
      [`/builder-property-detail/${project._id}?version=changes`, 'Cedar Court', 'clubhouse'],
    ] as const) {
      // The browser sends no token with a page's address; the owner's would not change the page either.
      for (const token of [undefined, seller.token, builder.token]) {
        const page = await get(path, token);
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.body).toContain(live);
        expect(page.body).not.toContain(changed);
      }
    }
  });
});
