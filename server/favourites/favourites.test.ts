import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  favouritesResponseSchema,
  sentInquiryListSchema,
  type BuilderProject,
  type Session,
} from '@/api/contract';
import { builderProjects, listings } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, staffToken } from '../test/listings';
import { createProject } from '../test/projects';
import { bearer, startTestApp, type TestApp } from '../test/testApp';

describe.each(testDatabaseKinds())('favourites on $name', (kind) => {
  let t: TestApp;
  let buyer: Session;
  let approved: BuilderProject;
  let pending: BuilderProject;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const builder = await t.signUp('Builder');
    buyer = await t.signUp('Buyer');
    approved = await createProject(t.app, builder.token, 'flat');
    pending = await createProject(t.app, builder.token);
    await t.app.services.db
      .update(builderProjects)
      .set({ reviewState: 'approved' })
      .where(eq(builderProjects.id, approved._id));
  });
  afterAll(() => t.close());

  const url = '/api/users/me/favorites';
  const list = (token = buyer.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const add = (propertyId: string, token = buyer.token) =>
    t.app.inject({ method: 'POST', url, payload: { propertyId }, headers: bearer(token) });
  const remove = (propertyId: string, token = buyer.token) =>
    t.app.inject({ method: 'DELETE', url: `${url}/${encodeURIComponent(propertyId)}`, headers: bearer(token) });

  it('starts empty', async () => {
    expect((await list()).json()).toEqual({ favorites: [] });
  });

  it('adds a property and answers the list with card summaries', async () => {
    const response = await add(approved._id);
    expect(response.statusCode).toBe(201);
    const { favorites } = favouritesResponseSchema.parse(response.json());
    expect(favorites).toEqual([
      expect.objectContaining({
        _id: approved._id,
        title: approved.projectName,
        price: 9_500_000,
        city: 'Bengaluru',
        coverPhoto: expect.stringMatching(/^\/media\/.+-card\.webp$/),
      }),
    ]);
    expect((await list()).json()).toEqual({ favorites });
  });

  it('leaves the list unchanged when a property is added twice (docs/listings.md#favourites-add)', async () => {
    await add(approved._id);
    expect((await add(approved._id)).json().favorites).toHaveLength(1);
  });

  it('keeps each user their own list', async () => {
    const other = await t.signUp('Buyer');
    expect((await list(other.token)).json()).toEqual({ favorites: [] });
  });

  it('answers 404 for a property that does not exist or is not public', async () => {
    for (const id of ['missing', pending._id]) {
      const response = await add(id);
      expect([response.statusCode, response.json()]).toEqual([404, { message: 'Property not found' }]);
    }
  });

  it('answers 400 without a propertyId', async () => {
    const response = await t.app.inject({ method: 'POST', url, payload: {}, headers: bearer(buyer.token) });
    expect(response.statusCode).toBe(400);
  });

  it('removes a property, then answers 404 for it (docs/listings.md#favourites-remove: counts as removed)', async () => {
    await add(approved._id);
    expect((await remove(approved._id)).json()).toEqual({ favorites: [] });
    const again = await remove(approved._id);
    expect([again.statusCode, again.json()]).toEqual([404, { message: 'Favourite not found' }]);
  });

  it('keeps a saved listing that leaves the market, with its status (docs/listings.md#favourites-availability)', async () => {
    const seller = await t.signUp('Seller');
    const listing = await createListing(t.app, seller.token, listingFields('flat', { title: 'Saved then sold' }));
    await approveListing(t.app, await staffToken(t), listing._id);
    const saver = await t.signUp('Buyer');
    await add(listing._id, saver.token);
    const statusOf = async () =>
      favouritesResponseSchema.parse((await list(saver.token)).json()).favorites.find((f) => f._id === listing._id)
        ?.listingStatus;
    expect(await statusOf()).toBe('live');
    await t.app.inject({ method: 'POST', url: apiPaths.closeListing(listing._id), headers: bearer(seller.token) });
    expect(await statusOf()).toBe('sold');
  });

  it('a saved listing asked about: the favourite and the thread point at it and say it sold (docs/review.md#status-said-once)', async () => {
    const seller = await t.signUp('Seller');
    const listing = await createListing(t.app, seller.token, listingFields('flat', { title: 'Asked about then sold' }));
    await approveListing(t.app, await staffToken(t), listing._id);
    const saver = await t.signUp('Buyer');
    await add(listing._id, saver.token);
    const asked = await t.app.inject({
      method: 'POST',
      url: apiPaths.listingInquiries(listing._id),
      payload: { name: 'Asha Rao', message: 'Is it still available?' },
      headers: bearer(saver.token),
    });
    expect(asked.statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: apiPaths.closeListing(listing._id), headers: bearer(seller.token) });
    const favourite = favouritesResponseSchema
      .parse((await list(saver.token)).json())
      .favorites.find((f) => f._id === listing._id);
    expect(favourite).toMatchObject({ reviewState: 'approved', listingStatus: 'sold' });
    const threads = sentInquiryListSchema.parse(
      (await t.app.inject({ method: 'GET', url: apiPaths.sentInquiries, headers: bearer(saver.token) })).json(),
    );
    expect(threads).toEqual([
      expect.objectContaining({
        listingId: listing._id,
        listingReviewState: 'approved',
        listingStatus: 'sold',
        // What 'See similar properties' searches for.
        similarTo: { city: 'Bengaluru', propertyType: 'flat', bhk: 2, purpose: 'sale' },
      }),
    ]);
  });

  it('keeps a saved listing the team removed, as withdrawn, without its photo or price', async () => {
    const seller = await t.signUp('Seller');
    const listing = await createListing(t.app, seller.token, listingFields('flat', { title: 'Saved then removed' }));
    await approveListing(t.app, await staffToken(t), listing._id);
    const saver = await t.signUp('Buyer');
    await add(listing._id, saver.token);
    await t.app.services.db.update(listings).set({ reviewState: 'rejected' }).where(eq(listings.id, listing._id));
    const { favorites } = favouritesResponseSchema.parse((await list(saver.token)).json());
    const removed = favorites.find((f) => f._id === listing._id);
    expect(removed).toMatchObject({ kind: 'listing', title: 'Saved then removed', reviewState: 'rejected' });
    expect(removed).not.toHaveProperty('coverPhoto');
    expect(removed).not.toHaveProperty('price');
  });

  it('answers 401 without a token or with a revoked one', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, payload: { propertyId: approved._id } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${approved._id}` })).statusCode).toBe(401);
    const leaving = await t.signUp('Buyer');
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(leaving.token) });
    expect((await list(leaving.token)).statusCode).toBe(401);
  });
});
