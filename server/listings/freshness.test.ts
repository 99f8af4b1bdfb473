import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  freshnessMessages,
  freshnessOf,
  listingListSchema,
  listingSchema,
  reportedListingListSchema,
  type Listing,
} from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, establishedUser, listingFields, search, staffToken } from '../test/listings';
import { bearer, PASSWORD, startTestApp, type TestApp } from '../test/testApp';
import { confirmLinkToken } from './freshness';

/** docs/listings.md#confirmed-available, #listing-status, #listing-reports: time-travel tests on the app's clock. */
describe.each(testDatabaseKinds())('listings that stay true on $name', (kind) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  // Sessions last 7 days and the tests move the clock by weeks: new tokens for each test.
  beforeEach(async () => {
    staff = await staffToken(t);
  });
  afterAll(() => t.close());

  async function liveListing(title: string, purpose: 'sale' | 'rent' = 'sale') {
    const seller = await t.signUp('Seller');
    const listing = await createListing(t.app, seller.token, listingFields('flat', { title, purpose }));
    await approveListing(t.app, staff, listing._id);
    return { seller, listing };
  }
  const inSearch = async (title: string) => (await search(t.app, { q: title })).items.some((i) => i.title === title);
  /** The Seller signed in again: the clock may have outrun their session. */
  async function tokenOf(email: string) {
    const login = await post('/api/users/login', undefined, { email, password: PASSWORD, role: 'Seller' });
    return login.json<{ token: string }>().token;
  }
  const mine = async (email: string) =>
    listingListSchema.parse(
      (await t.app.inject({ url: '/api/me/listings', headers: bearer(await tokenOf(email)) })).json(),
    );
  const post = (url: string, token?: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });
  const remindersTo = (email: string) =>
    t.app.services.mailer.outbox().filter((m) => m.to === email && m.subject.startsWith('Is "'));

  it('reminds once at 25 days, pauses at 30, and one click brings it back', async () => {
    const { seller, listing } = await liveListing('Freshness 25 30');
    expect(listing.confirmedAt).toBeTruthy();
    t.clock.advance(24 * DAY_MS);
    await t.app.services.jobs.runDue();
    expect(remindersTo(seller.email)).toHaveLength(0);

    t.clock.advance(1 * DAY_MS + 60_000);
    await t.app.services.jobs.runDue();
    await t.app.services.jobs.runDue();
    expect(remindersTo(seller.email)).toHaveLength(1);
    const [own] = await mine(seller.email);
    expect(freshnessOf(own!, t.clock.now())).toBe('due');
    expect(await inSearch('Freshness 25 30')).toBe(true);

    t.clock.advance(5 * DAY_MS);
    await t.app.services.jobs.runDue();
    expect(await inSearch('Freshness 25 30')).toBe(false);
    expect((await mine(seller.email))[0]!.status).toBe('paused');
    const visitor = await t.app.inject({ url: `/api/properties/${listing._id}` });
    expect(visitor.statusCode).toBe(410);
    expect(visitor.json()).toEqual({ message: freshnessMessages.paused });
    expect(remindersTo(seller.email)).toHaveLength(1);

    const confirmed = await post(`/api/properties/${listing._id}/confirm`, await tokenOf(seller.email));
    expect(confirmed.statusCode).toBe(200);
    const live = listingSchema.parse(confirmed.json());
    expect(live.status).toBe('live');
    expect(freshnessOf(live, t.clock.now())).toBe('fresh');
    expect(await inSearch('Freshness 25 30')).toBe(true);

    // A new period: a new reminder at its 25th day.
    t.clock.advance(25 * DAY_MS + 60_000);
    await t.app.services.jobs.runDue();
    expect(remindersTo(seller.email)).toHaveLength(2);
  });

  it('confirms from the e-mail link without a password; a forged or expired link is refused', async () => {
    const { seller, listing } = await liveListing('Freshness link');
    t.clock.advance(26 * DAY_MS);
    await t.app.services.jobs.runDue();
    const [mail] = remindersTo(seller.email);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail!.text)![1]!);

    const forged = await post('/api/listing-confirmations', undefined, { token: `${token.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: freshnessMessages.linkInvalid });
    const otherPurpose = await post('/api/listing-confirmations', undefined, { token: 'abc.123.def' });
    expect(otherPurpose.json()).toEqual({ message: freshnessMessages.linkInvalid });

    const ok = await post('/api/listing-confirmations', undefined, { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: freshnessMessages.confirmed,
      listing: { _id: listing._id, title: 'Freshness link' },
    });
    const [own] = await mine(seller.email);
    // Confirmed 26 days ago before the click, today after it.
    expect(freshnessOf(own!, t.clock.now())).toBe('fresh');

    const stale = confirmLinkToken('test-secret-that-is-long-enough-for-hs256', listing._id, t.clock.now());
    t.clock.advance(15 * DAY_MS);
    const expired = await post('/api/listing-confirmations', undefined, { token: stale });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: freshnessMessages.linkExpired });
  });

  it('mark as sold or rented leaves search at once; only the owner may', async () => {
    const { seller, listing } = await liveListing('Freshness sold');
    const { seller: landlord, listing: rental } = await liveListing('Freshness rented', 'rent');
    expect(await inSearch('Freshness sold')).toBe(true);
    const buyer = await t.signUp('Buyer');
    expect((await post(`/api/properties/${listing._id}/sold`, buyer.token)).statusCode).toBe(403);

    const sold = await post(`/api/properties/${listing._id}/sold`, seller.token);
    expect(sold.json<Listing>().status).toBe('sold');
    expect(await inSearch('Freshness sold')).toBe(false);
    expect((await post(`/api/properties/${rental._id}/sold`, landlord.token)).json<Listing>().status).toBe('rented');
    expect((await t.app.inject({ url: `/api/properties/${listing._id}` })).json()).toEqual({
      message: freshnessMessages.sold,
    });
    // Sold is final: confirming does not bring it back.
    expect((await post(`/api/properties/${listing._id}/confirm`, seller.token)).statusCode).toBe(409);
  });

  it('three reports from three established accounts hold it; staff restore it to search', async () => {
    const { seller, listing } = await liveListing('Freshness reported');
    const url = `/api/properties/${listing._id}/reports`;
    const buyers = [await establishedUser(t), await establishedUser(t), await establishedUser(t, 'Agent')];

    expect((await post(url, seller.token, { reason: 'sold' })).json()).toEqual({
      message: freshnessMessages.ownListing,
    });
    const noText = await post(url, buyers[0]!.token, { reason: 'other', text: ' ' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json()).toEqual({ message: freshnessMessages.textRequired });
    expect((await post(url, buyers[0]!.token, { reason: 'other', text: 'x'.repeat(301) })).statusCode).toBe(400);

    expect((await post(url, buyers[0]!.token, { reason: 'wrong price' })).statusCode).toBe(201);
    const again = await post(url, buyers[0]!.token, { reason: 'sold' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: freshnessMessages.alreadyReported });
    expect((await post(url, buyers[1]!.token, { reason: 'fake photos' })).statusCode).toBe(201);
    expect(await inSearch('Freshness reported')).toBe(true);
    expect((await post(url, buyers[2]!.token, { reason: 'other', text: 'The owner is a broker' })).statusCode).toBe(
      201,
    );
    expect(await inSearch('Freshness reported')).toBe(false);
    expect((await mine(seller.email))[0]!.status).toBe('held');

    expect((await t.app.inject({ url: '/api/staff/reports', headers: bearer(buyers[0]!.token) })).statusCode).toBe(403);
    const queue = reportedListingListSchema.parse(
      (await t.app.inject({ url: '/api/staff/reports', headers: bearer(staff) })).json(),
    );
    const entry = queue.find((q) => q.listingId === listing._id)!;
    expect(entry.status).toBe('held');
    expect(entry.reports.map((r) => r.reason)).toEqual(['wrong price', 'fake photos', 'other']);

    expect((await post(`/api/staff/reports/${listing._id}/restore`, staff)).statusCode).toBe(200);
    expect(await inSearch('Freshness reported')).toBe(true);
    expect((await post(`/api/staff/reports/${listing._id}/restore`, staff)).statusCode).toBe(409);
    const after = reportedListingListSchema.parse(
      (await t.app.inject({ url: '/api/staff/reports', headers: bearer(staff) })).json(),
    );
    expect(after.some((q) => q.listingId === listing._id)).toBe(false);
  });

  it('staff remove a reported listing with a reason its owner reads', async () => {
    const { seller, listing } = await liveListing('Freshness removed');
    const buyer = await t.signUp('Buyer');
    await post(`/api/properties/${listing._id}/reports`, buyer.token, { reason: 'fake photos' });
    const noReason = await post(`/api/staff/reports/${listing._id}/remove`, staff, { reason: '' });
    expect(noReason.json()).toEqual({ message: freshnessMessages.removeReasonRequired });
    const tooLong = await post(`/api/staff/reports/${listing._id}/remove`, staff, { reason: 'r'.repeat(501) });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([400, { message: 'Keep the reason under 500 characters' }]);
    const removed = await post(`/api/staff/reports/${listing._id}/remove`, staff, {
      reason: 'The photos are of another flat',
    });
    expect(removed.statusCode).toBe(200);
    expect(await inSearch('Freshness removed')).toBe(false);
    expect((await mine(seller.email))[0]).toMatchObject({
      reviewState: 'rejected',
      reviewReason: 'The photos are of another flat',
    });
  });
});
