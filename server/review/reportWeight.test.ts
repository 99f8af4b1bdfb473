import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  ESTABLISHED_AFTER_DAYS,
  listingListSchema,
  reportedListingListSchema,
  type ReportReason,
  type Session,
} from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import {
  approveListing,
  createListing,
  establishedUser,
  listingFields,
  search,
  staffToken,
  useListingTestbed,
} from '../test/listings';
import { bearer, PASSWORD } from '../test/testApp';

/**
 * docs/listings.md#report-weight (issue #30, hole 1): reports cannot be used to take a rival's listing
 * out of search: throw-away accounts, one mailbox under many addresses, reporters staff dismissed.
 */
describe.each(testDatabaseKinds())('report weight on $name', (kind) => {
  const bed = useListingTestbed(kind);
  let n = 0;

  async function liveListing() {
    const title = `Weighed flat ${(n += 1)}`;
    const listing = await createListing(bed.t.app, bed.seller.token, listingFields('flat', { title }));
    await approveListing(bed.t.app, bed.staff, listing._id);
    return { id: listing._id, title };
  }
  const report = (id: string, reporter: Session, reason: ReportReason = 'sold') =>
    bed.t.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/reports`,
      headers: bearer(reporter.token),
      payload: { reason },
    });
  async function reportAll(id: string, reporters: Session[]) {
    for (const reporter of reporters) expect((await report(id, reporter)).statusCode).toBe(201);
  }
  const inSearch = async (title: string) =>
    (await search(bed.t.app, { q: title })).items.some((i) => i.title === title);
  const queueEntry = async (id: string, staff = bed.staff) =>
    reportedListingListSchema
      .parse((await bed.t.app.inject({ url: '/api/staff/reports', headers: bearer(staff) })).json())
      .find((entry) => entry.listingId === id);
  const staffPost = (url: string, payload?: object) =>
    bed.t.app.inject({ method: 'POST', url, headers: bearer(bed.staff), ...(payload ? { payload } : {}) });
  const restore = (id: string) => staffPost(`/api/staff/reports/${id}/restore`);
  /** Three Gmail accounts that are one mailbox, with a tag and dots in the address. */
  const oneGmailMailbox = () => {
    const name = `rival${(n += 1)}x${Date.now()}`;
    return [`${name}@gmail.com`, `${name}+a@gmail.com`, `${name.slice(0, 3)}.${name.slice(3)}@googlemail.com`];
  };

  it('three new accounts do not hold it: the listing stays live and staff see the reports flagged', async () => {
    const { id, title } = await liveListing();
    const reporters = [];
    for (const email of oneGmailMailbox()) reporters.push(await bed.t.signUp('Buyer', { email }));
    await reportAll(id, reporters);
    expect(await inSearch(title)).toBe(true);
    const entry = await queueEntry(id);
    expect(entry?.status).toBe('live');
    expect(entry?.reports.map((r) => r.weight)).toEqual(['new account', 'new account', 'new account']);
  });

  it('established accounts that are one mailbox count once', async () => {
    const { id, title } = await liveListing();
    const reporters = [];
    for (const email of oneGmailMailbox()) reporters.push(await establishedUser(bed.t, 'Buyer', { email }));
    // A tagged address at any other provider is the same mailbox too.
    const company = `owner${(n += 1)}.${Date.now()}@company.in`;
    reporters.push(await establishedUser(bed.t, 'Buyer', { email: company.replace('@', '+x@') }));
    await reportAll(id, [...reporters, await establishedUser(bed.t, 'Buyer', { email: company })]);
    expect(await inSearch(title)).toBe(true);
    expect((await queueEntry(id))?.reports.map((r) => r.weight)).toEqual([
      'counts',
      'same mailbox',
      'same mailbox',
      'counts',
      'same mailbox',
    ]);
  });

  it('three established, distinct accounts hold it (a Seller or an Agent weighs the same as a Buyer)', async () => {
    const { id, title } = await liveListing();
    await reportAll(id, [
      await establishedUser(bed.t, 'Buyer'),
      await establishedUser(bed.t, 'Agent'),
      await establishedUser(bed.t, 'Seller'),
    ]);
    expect(await inSearch(title)).toBe(false);
    const entry = await queueEntry(id);
    expect(entry?.status).toBe('held');
    expect(entry?.reports.map((r) => r.weight)).toEqual(['counts', 'counts', 'counts']);
  });

  it('an account counts once it is two weeks old, or at once with a listing staff approved', async () => {
    const seller = await bed.t.signUp('Seller');
    await approveListing(bed.t.app, bed.staff, (await createListing(bed.t.app, seller.token))._id);
    const buyers = [await bed.t.signUp('Buyer'), await bed.t.signUp('Buyer')];
    const first = await liveListing();
    await reportAll(first.id, [seller, ...buyers]);
    expect((await queueEntry(first.id))?.reports.map((r) => r.weight)).toEqual([
      'counts',
      'new account',
      'new account',
    ]);
    // Weighed by their age when they reported: the first reports stay new, later ones count.
    const second = await liveListing();
    bed.t.clock.advance(ESTABLISHED_AFTER_DAYS * DAY_MS + 60_000);
    const signIn = async (email: string, role: 'Buyer' | 'Seller') =>
      (
        await bed.t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email, password: PASSWORD, role },
        })
      ).json<Session>();
    const aged = [
      await signIn(seller.email, 'Seller'),
      ...(await Promise.all(buyers.map((b) => signIn(b.email, 'Buyer')))),
    ];
    bed.seller = await bed.t.signUp('Seller');
    bed.staff = await staffToken(bed.t);
    expect(await inSearch(first.title)).toBe(true);
    await reportAll(second.id, aged);
    expect(await inSearch(second.title)).toBe(false);
    expect((await queueEntry(first.id))?.reports.map((r) => r.weight)).toEqual([
      'counts',
      'new account',
      'new account',
    ]);
  });

  it('after staff restore it, the same accounts reporting again do not hold it again', async () => {
    const { id, title } = await liveListing();
    const reporters = [await establishedUser(bed.t), await establishedUser(bed.t), await establishedUser(bed.t)];
    await reportAll(id, reporters);
    expect(await inSearch(title)).toBe(false);
    expect((await restore(id)).statusCode).toBe(200);
    expect(await inSearch(title)).toBe(true);

    await reportAll(id, reporters);
    expect(await inSearch(title)).toBe(true);
    const entry = await queueEntry(id);
    expect(entry?.status).toBe('live');
    expect(entry?.reports.map((r) => r.weight)).toEqual(['dismissed before', 'dismissed before', 'dismissed before']);
    // Three people staff have not heard from yet still can.
    await reportAll(id, [await establishedUser(bed.t), await establishedUser(bed.t), await establishedUser(bed.t)]);
    expect(await inSearch(title)).toBe(false);
  });

  it('a reporter with three reports dismissed in 90 days weighs nothing; an upheld report costs nothing', async () => {
    const serial = await establishedUser(bed.t);
    const upheld = await liveListing();
    await reportAll(upheld.id, [serial]);
    const removed = await staffPost(`/api/staff/reports/${upheld.id}/remove`, { reason: 'It was sold' });
    expect(removed.statusCode).toBe(200);
    for (let dismissed = 0; dismissed < 3; dismissed += 1) {
      const { id } = await liveListing();
      await reportAll(id, [serial]);
      expect((await queueEntry(id))?.reports[0]?.weight).toBe('counts');
      expect((await restore(id)).statusCode).toBe(200);
    }
    const { id, title } = await liveListing();
    await reportAll(id, [serial, await establishedUser(bed.t), await establishedUser(bed.t)]);
    expect(await inSearch(title)).toBe(true);
    expect((await queueEntry(id))?.reports.map((r) => r.weight)).toEqual(['often dismissed', 'counts', 'counts']);
  });

  it('the owner reads why it is held and responds once; staff read the response; a decision clears it', async () => {
    const { id } = await liveListing();
    const respond = (token: string, text: string) =>
      bed.t.app.inject({
        method: 'POST',
        url: `/api/properties/${id}/report-response`,
        headers: bearer(token),
        payload: { text },
      });
    const notHeld = await respond(bed.seller.token, 'It is still available.');
    expect([notHeld.statusCode, notHeld.json()]).toEqual([409, { message: 'This listing is not held by reports' }]);
    const reasons: ReportReason[] = ['wrong price', 'sold', 'sold'];
    for (const reason of reasons) expect((await report(id, await establishedUser(bed.t), reason)).statusCode).toBe(201);
    const mine = async () =>
      listingListSchema
        .parse((await bed.t.app.inject({ url: '/api/me/listings', headers: bearer(bed.seller.token) })).json())
        .find((l) => l._id === id);
    expect((await mine())?.reportHold).toEqual({
      reasons: [
        { reason: 'sold', count: 2 },
        { reason: 'wrong price', count: 1 },
      ],
      response: null,
    });

    const stranger = await respond((await bed.t.signUp('Buyer')).token, 'Not mine');
    expect(stranger.statusCode).toBe(403);
    const empty = await respond(bed.seller.token, '  ');
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: 'Write your response' }]);
    expect((await respond(bed.seller.token, 'x'.repeat(501))).statusCode).toBe(400);
    const sent = await respond(bed.seller.token, ' It is still available; the price is right. ');
    expect([sent.statusCode, sent.json()]).toEqual([
      200,
      { message: 'Thank you. The Nivaas team will read your response with the reports.' },
    ]);
    const again = await respond(bed.seller.token, 'Once more');
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: 'You have already responded. The Nivaas team reads it with the reports.' },
    ]);
    expect((await mine())?.reportHold?.response?.text).toBe('It is still available; the price is right.');
    expect((await queueEntry(id))?.ownerResponse?.text).toBe('It is still available; the price is right.');

    expect((await restore(id)).statusCode).toBe(200);
    expect((await mine())?.reportHold).toBeUndefined();
  });
});
