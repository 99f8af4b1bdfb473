import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  inquiryListSchema,
  MAX_THREAD_MESSAGES,
  THREAD_MESSAGES_PER_HOUR,
  sentInquiryListSchema,
  threadMessageSchema,
  type Listing,
  type Session,
} from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, staffToken } from '../test/listings';
import { bearer, startTestApp, type TestApp } from '../test/testApp';

/** docs/listings.md#inquiry-thread, #inquiry-phone-consent, #inquiry-unread, #buyer-inquiries. */
describe.each(testDatabaseKinds())('inquiry threads and phone consent on $name', (kind) => {
  let t: TestApp;
  let seller: Session;
  let buyer: Session;
  let listing: Listing;
  beforeAll(async () => {
    t = await startTestApp(kind);
    seller = await t.signUp('Seller', { name: 'Vikram Shah' });
    buyer = await t.signUp('Buyer', { name: 'Asha Rao' });
    listing = await createListing(t.app, seller.token);
    await approveListing(t.app, await staffToken(t), listing._id);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const ask = async (payload: object) => {
    const response = await call('POST', apiPaths.listingInquiries(listing._id), buyer.token, {
      name: 'Asha Rao',
      message: 'Is it still available?',
      ...payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ _id: string }>()._id;
  };
  const inbox = async () => inquiryListSchema.parse((await call('GET', apiPaths.myInquiries, seller.token)).json());
  const sent = async (token = buyer.token) =>
    sentInquiryListSchema.parse((await call('GET', apiPaths.sentInquiries, token)).json());
  const write = (id: string, token: string, text: string) =>
    call('POST', apiPaths.inquiryMessages(id), token, { text });
  const HOUR = 60 * 60_000;
  const unread = async () => (await call('GET', apiPaths.unreadReplies, buyer.token)).json<{ count: number }>().count;

  it('the seller sees the phone only when the buyer ticked the box, with the time; withdrawing removes it', async () => {
    const quiet = await ask({ phone: '9123456789' });
    const shared = await ask({ sharePhone: true, phone: '+91 91234 56780' });
    const byId = new Map((await inbox()).map((i) => [i._id, i]));
    expect(byId.get(quiet)!.buyer).toEqual({ name: 'Asha Rao' });
    expect(byId.get(shared)!.buyer).toEqual({
      name: 'Asha Rao',
      phone: '9123456780',
      phoneSharedAt: expect.any(String),
    });
    expect((await sent()).find((i) => i._id === shared)).toMatchObject({ sharedPhone: '9123456780' });

    expect((await call('DELETE', apiPaths.inquiryPhoneConsent(shared), seller.token)).statusCode).toBe(403);
    const other = await t.signUp('Buyer');
    expect((await call('DELETE', apiPaths.inquiryPhoneConsent(shared), other.token)).json()).toEqual({
      message: 'Inquiry not found',
    });
    const withdrawn = await call('DELETE', apiPaths.inquiryPhoneConsent(shared), buyer.token);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).not.toHaveProperty('sharedPhone');
    expect((await inbox()).find((i) => i._id === shared)!.buyer).toEqual({ name: 'Asha Rao' });
    expect(JSON.stringify(await inbox())).not.toContain('9123456780');
  });

  it('asks for the number when the box is ticked without one', async () => {
    const response = await call('POST', apiPaths.listingInquiries(listing._id), buyer.token, {
      name: 'Asha Rao',
      sharePhone: true,
      message: 'Call me',
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'Please enter a valid 10-digit Indian mobile number' },
    ]);
  });

  it('both sides write in the thread, with author and time; the state follows who wrote last', async () => {
    const id = await ask({});
    t.clock.advance(60_000);
    const answer = await write(id, seller.token, '  Yes, come on Saturday.  ');
    expect(answer.statusCode).toBe(201);
    expect(threadMessageSchema.parse(answer.json())).toMatchObject({
      from: 'poster',
      authorName: 'Vikram Shah',
      text: 'Yes, come on Saturday.',
    });
    expect((await inbox()).find((i) => i._id === id)!.state).toBe('replied');
    t.clock.advance(60_000);
    expect((await write(id, buyer.token, 'Thank you, see you then.')).statusCode).toBe(201);
    const thread = (await inbox()).find((i) => i._id === id)!;
    expect(thread.state).toBe('new');
    expect(thread.thread.map((m) => [m.from, m.authorName, m.text])).toEqual([
      ['poster', 'Vikram Shah', 'Yes, come on Saturday.'],
      ['buyer', 'Asha Rao', 'Thank you, see you then.'],
    ]);
    expect(thread.thread[0]!.createdAt < thread.thread[1]!.createdAt).toBe(true);
    expect((await sent()).find((i) => i._id === id)!.thread).toEqual(thread.thread);
  });

  it('refuses empty and long messages with a message, and strangers with 404', async () => {
    const id = await ask({});
    expect((await write(id, seller.token, '   ')).json()).toEqual({ message: 'Please enter a message' });
    expect((await write(id, seller.token, 'x'.repeat(1001))).json()).toEqual({
      message: 'Please keep the message under 1000 characters',
    });
    const stranger = await t.signUp('Seller');
    expect((await write(id, stranger.token, 'Hello')).statusCode).toBe(404);
    expect((await write('missing', buyer.token, 'Hello')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: apiPaths.inquiryMessages(id), payload: { text: 'Hi' } })).statusCode,
    ).toBe(401);
  });

  it(`keeps a thread short: ${MAX_THREAD_MESSAGES} messages, then 409 with a message`, async () => {
    t.clock.advance(HOUR); // a fresh hour: each side's 25 messages stay under the hourly limit
    const id = await ask({});
    for (let i = 0; i < MAX_THREAD_MESSAGES; i += 1)
      expect((await write(id, i % 2 ? buyer.token : seller.token, `Message ${i}`)).statusCode).toBe(201);
    const full = await write(id, seller.token, 'One more');
    expect([full.statusCode, full.json()]).toEqual([
      409,
      { message: `This conversation has reached ${MAX_THREAD_MESSAGES} messages. Please send a new inquiry.` },
    ]);
  });

  it('counts replies new to the buyer until they look; only buyers ask', async () => {
    await call('POST', apiPaths.sentInquiriesSeen, buyer.token);
    expect(await unread()).toBe(0);
    const id = await ask({});
    t.clock.advance(1000);
    await write(id, seller.token, 'First answer');
    await write(id, seller.token, 'Second answer');
    await write(id, buyer.token, 'My own message is never new to me');
    expect(await unread()).toBe(2);
    expect((await sent()).find((i) => i._id === id)!.unreadReplies).toBe(2);
    t.clock.advance(1000);
    expect((await call('POST', apiPaths.sentInquiriesSeen, buyer.token)).json()).toEqual({ count: 0 });
    expect(await unread()).toBe(0);
    t.clock.advance(1000);
    await write(id, seller.token, 'Third answer');
    expect(await unread()).toBe(1);
    expect((await call('GET', apiPaths.unreadReplies, seller.token)).statusCode).toBe(403);
    expect((await call('GET', apiPaths.sentInquiries, seller.token)).statusCode).toBe(403);
  });

  it("a buyer's list holds their own inquiries only, newest first, with the poster's name and role", async () => {
    const other = await t.signUp('Buyer');
    expect(await sent(other.token)).toEqual([]);
    const mine = await sent();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((i) => i.poster.name === 'Vikram Shah' && i.poster.role === 'Seller')).toBe(true);
    expect(mine.map((i) => i.createdAt)).toEqual(
      mine
        .map((i) => i.createdAt)
        .toSorted()
        .reverse(),
    );
  });

  it(`limits thread messages to ${THREAD_MESSAGES_PER_HOUR} an hour per person, on the app's clock`, async () => {
    t.clock.advance(HOUR);
    const id = await ask({});
    for (let i = 0; i < THREAD_MESSAGES_PER_HOUR; i += 1)
      expect((await write(id, seller.token, `Answer ${i}`)).statusCode).toBe(201);
    const refused = await write(id, seller.token, 'One too many');
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { message: 'You have sent too many messages. Please try again later.' },
    ]);
    // Per person: the buyer still writes.
    expect((await write(id, buyer.token, 'Thanks for all the answers')).statusCode).toBe(201);
    t.clock.advance(HOUR - 60_000);
    expect((await write(id, seller.token, 'Still too soon')).statusCode).toBe(429);
    t.clock.advance(60_000 + 1);
    expect((await write(id, seller.token, 'An hour later')).statusCode).toBe(201);
    // Refused messages were not kept.
    const texts = (await inbox()).find((i) => i._id === id)!.thread.map((m) => m.text);
    expect(texts).not.toContain('One too many');
    expect(texts).not.toContain('Still too soon');
  });

  it('counts new inquiries and buyer messages for the poster until they open My Inquiries', async () => {
    t.clock.advance(HOUR);
    const poster = await t.signUp('Agent', { name: 'Meera Iyer' });
    const own = await createListing(t.app, poster.token);
    await approveListing(t.app, await staffToken(t), own._id);
    const news = async (token = poster.token) =>
      (await call('GET', apiPaths.newBuyerMessages, token)).json<{ count: number }>().count;
    expect(await news()).toBe(0);
    const asked = await call('POST', apiPaths.listingInquiries(own._id), buyer.token, {
      name: 'Asha Rao',
      message: 'Is parking included?',
    });
    const id = asked.json<{ _id: string }>()._id;
    expect(await news()).toBe(1);
    t.clock.advance(1000);
    await write(id, buyer.token, 'And is the society pet-friendly?');
    await write(id, poster.token, 'My own answer is never new to me');
    expect(await news()).toBe(2);
    // Another poster's inquiries are not theirs.
    await ask({});
    expect(await news()).toBe(2);
    t.clock.advance(1000);
    expect((await call('POST', apiPaths.myInquiriesSeen, poster.token)).json()).toEqual({ count: 0 });
    expect(await news()).toBe(0);
    t.clock.advance(1000);
    await write(id, buyer.token, 'One more question');
    expect(await news()).toBe(1);
    // The buyer's own count is of replies, and the poster's call is not theirs.
    expect((await call('GET', apiPaths.newBuyerMessages, buyer.token)).statusCode).toBe(403);
    expect((await call('POST', apiPaths.myInquiriesSeen, buyer.token)).statusCode).toBe(403);
    expect((await call('GET', apiPaths.newBuyerMessages, '')).statusCode).toBe(401);
  });

  it('a buyer who withdrew shares the number again, with the new time; the seller sees it only while shared', async () => {
    t.clock.advance(HOUR);
    const id = await ask({ sharePhone: true, phone: '9123456781' });
    const posterSees = async () => (await inbox()).find((i) => i._id === id)!.buyer;
    expect((await posterSees()).phone).toBe('9123456781');
    await call('DELETE', apiPaths.inquiryPhoneConsent(id), buyer.token);
    expect(await posterSees()).toEqual({ name: 'Asha Rao' });

    t.clock.advance(2 * 24 * HOUR);
    const before = t.clock.now().getTime();
    const again = await call('PUT', apiPaths.inquiryPhoneConsent(id), buyer.token, { phone: '+91 98765 43210' });
    expect(again.statusCode).toBe(200);
    const { sharedPhone, phoneSharedAt: sharedAt } = again.json<{ sharedPhone: string; phoneSharedAt: string }>();
    expect(sharedPhone).toBe('9876543210');
    // Recorded at the time of the new consent (two days on), not the first one.
    expect(Date.parse(sharedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(sharedAt)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(await posterSees()).toEqual({ name: 'Asha Rao', phone: '9876543210', phoneSharedAt: sharedAt });

    await call('DELETE', apiPaths.inquiryPhoneConsent(id), buyer.token);
    expect(await posterSees()).toEqual({ name: 'Asha Rao' });
    expect(JSON.stringify(await inbox())).not.toContain('9876543210');
  });

  it('refuses a consent with a bad number, from the poster or from another buyer', async () => {
    const id = await ask({});
    const bad = await call('PUT', apiPaths.inquiryPhoneConsent(id), buyer.token, { phone: '12345' });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { message: 'Please enter a valid 10-digit Indian mobile number' },
    ]);
    const body = { phone: '9876543210' };
    expect((await call('PUT', apiPaths.inquiryPhoneConsent(id), seller.token, body)).statusCode).toBe(403);
    const other = await t.signUp('Buyer');
    const stranger = await call('PUT', apiPaths.inquiryPhoneConsent(id), other.token, body);
    expect([stranger.statusCode, stranger.json()]).toEqual([404, { message: 'Inquiry not found' }]);
    expect((await inbox()).find((i) => i._id === id)!.buyer).toEqual({ name: 'Asha Rao' });
  });
});
