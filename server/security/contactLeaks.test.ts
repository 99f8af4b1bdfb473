import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Session } from '@/api/contract';
import { users } from '../db/schema';
import { contractPathNames } from '../test/contractPaths';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, staffToken } from '../test/listings';
import { createProject } from '../test/projects';
import { bearer, startTestApp, type TestApp } from '../test/testApp';

type PathName = keyof typeof apiPaths;
type Viewer = { name: string; token: string | null; own: string[] };

/**
 * docs/listings.md#contact-details: no answer carries a seller's, agent's or buyer's phone or e-mail to
 * another user. Every path of the contract is read by every kind of other user (anonymous, a buyer,
 * another seller, a builder, staff), and the answers of the writes they make are kept too; none may
 * hold those strings. A builder's office number is public (a business) and is not among them.
 */
describe.each(testDatabaseKinds())('no contact details reach another user on $name', (kind) => {
  let t: TestApp;
  const secrets = {
    seller: { email: 'vikram.private.seller@example.in', phone: '9555501111' },
    agent: { email: 'meera.private.agent@example.in', phone: '9555502222' },
    buyer: { email: 'asha.private.buyer@example.in', phone: '9555503333' },
  };
  const answers: { viewer: string; call: string; body: string }[] = [];
  const called = new Set<PathName>();
  const params = {} as Record<PathName, string>;
  const viewers: Viewer[] = [];

  async function person(role: 'Seller' | 'Agent' | 'Buyer', who: keyof typeof secrets): Promise<Session> {
    const session = await t.signUp(role, { email: secrets[who].email });
    await t.app.services.db.update(users).set({ phone: secrets[who].phone }).where(eq(users.id, session._id));
    return session;
  }

  /** A call whose answer is kept for the check, as the viewer got it. */
  async function keep(viewer: Viewer, name: PathName, method: string, payload?: object) {
    const path = apiPaths[name];
    const url = typeof path === 'string' ? path : path(params[name] ?? 'none');
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      ...(viewer.token ? { headers: bearer(viewer.token) } : {}),
      ...(payload ? { payload } : {}),
    });
    called.add(name);
    answers.push({ viewer: viewer.name, call: `${method} ${url} ${response.statusCode}`, body: response.body });
    return response;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    const staff = await staffToken(t);
    const seller = await person('Seller', 'seller');
    const agent = await person('Agent', 'agent');
    const buyer = await person('Buyer', 'buyer');
    const otherSeller = await t.signUp('Seller');
    const builder = await t.signUp('Builder', { name: 'Lotus Homes' });
    const live = await createListing(t.app, seller.token);
    await approveListing(t.app, staff, live._id);
    const agentsLive = await createListing(t.app, agent.token, listingFields('villa'));
    await approveListing(t.app, staff, agentsLive._id);
    const waiting = await createListing(t.app, agent.token, listingFields('plot'));
    const project = await createProject(t.app, builder.token);
    const username = (
      await t.app.inject({ method: 'GET', url: apiPaths.builderMeProfile, headers: bearer(builder.token) })
    ).json<{ username: string }>().username;
    Object.assign(params, {
      favourite: live._id,
      builderProject: project._id,
      builderByUsername: username,
      builderProjectsOf: builder._id,
      approveProject: project._id,
      rejectProject: project._id,
      listing: live._id,
      listingInquiries: live._id,
      staffApproveListing: waiting._id,
      staffRejectListing: waiting._id,
    });

    const asBuyer: Viewer = { name: 'buyer', token: buyer.token, own: Object.values(secrets.buyer) };
    const asSeller: Viewer = { name: 'seller', token: seller.token, own: Object.values(secrets.seller) };
    // The buyer favourites and asks (without sharing the phone); the seller answers in the thread.
    await keep(asBuyer, 'favourites', 'POST', { propertyId: live._id });
    await keep(asBuyer, 'favourites', 'POST', { propertyId: agentsLive._id });
    const inquiry = await keep(asBuyer, 'listingInquiries', 'POST', {
      name: 'Asha Rao',
      phone: secrets.buyer.phone,
      email: secrets.buyer.email,
      message: 'Is it available?',
    });
    const inquiryId = inquiry.json<{ _id: string }>()._id;
    Object.assign(params, { inquiry: inquiryId, inquiryMessages: inquiryId, inquiryPhoneConsent: inquiryId });
    await keep(asSeller, 'inquiryMessages', 'POST', { text: 'Yes, it is.' });
    await keep(asSeller, 'inquiry', 'PATCH', { state: 'read' });
    await keep(asBuyer, 'inquiryMessages', 'POST', { text: 'Thank you.' });
    await keep(asBuyer, 'sentInquiriesSeen', 'POST');
    await keep(asBuyer, 'inquiryPhoneConsent', 'DELETE');

    viewers.push(
      { name: 'anonymous', token: null, own: [] },
      asBuyer,
      asSeller,
      { name: 'another seller', token: otherSeller.token, own: [] },
      { name: 'builder', token: builder.token, own: [] },
      { name: 'staff', token: staff, own: [] },
    );
    for (const viewer of viewers) for (const name of contractPathNames()) await keep(viewer, name, 'GET');
  });
  afterAll(() => t.close());

  it('reads every path of the contract as every viewer', () => {
    expect([...called].toSorted()).toEqual(contractPathNames().toSorted());
    // The reads that could carry a person's details answered in full, so the check below reads them.
    const answered = (viewer: string, name: PathName) => {
      const path = apiPaths[name];
      const url = typeof path === 'string' ? path : path(params[name]!);
      return answers.some((a) => a.viewer === viewer && a.call === `GET ${url} 200`);
    };
    for (const viewer of ['anonymous', 'buyer', 'another seller', 'builder', 'staff'])
      for (const name of ['listings', 'listing', 'builderByUsername', 'builderProjectsOf'] as const)
        expect(answered(viewer, name), `${viewer} ${name}`).toBe(true);
    for (const name of ['favourites', 'sentInquiries', 'unreadReplies'] as const)
      expect(answered('buyer', name), name).toBe(true);
    for (const name of ['myInquiries', 'myListings'] as const) expect(answered('seller', name), name).toBe(true);
    for (const name of ['reviewQueue', 'staffListingQueue'] as const) expect(answered('staff', name), name).toBe(true);
  });

  it("no answer holds another person's phone or e-mail", () => {
    const leaks = answers.flatMap(({ viewer, call, body }) => {
      const own = viewers.find((v) => v.name === viewer)!.own;
      return Object.values(secrets)
        .flatMap((s) => [s.email, s.phone])
        .filter((secret) => !own.includes(secret) && body.includes(secret))
        .map((secret) => `${viewer}: ${call} holds ${secret}`);
    });
    expect(leaks).toEqual([]);
  });

  it('the seller saw the thread, so the check reads real answers', () => {
    const inbox = answers.find((a) => a.viewer === 'seller' && a.call.startsWith(`GET ${apiPaths.myInquiries} 200`));
    expect(inbox?.body).toContain('Thank you.');
    expect(inbox?.body).toContain('Asha Rao');
  });
});
