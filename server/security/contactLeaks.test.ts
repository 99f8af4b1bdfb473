import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitPaths } from '@/api/contract/visits';
import { apiPaths, type Session } from '@/api/contract';
import { users } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, staffToken } from '../test/listings';
import { createProject } from '../test/projects';
import { bearer, startTestApp, type TestApp } from '../test/testApp';

type PathName = keyof typeof apiPaths;
type Viewer = { name: string; token: string | null; own: string[] };

/**
 * GET routes left out, each with why: the local outbox is a development tool that is never
 * registered in production (docs/api.md#calls-other) and holds every e-mail the server sent.
 */
const notWalked = new Set(['/api/dev/outbox']);

/**
 * docs/listings.md#contact-details: no answer carries a seller's, agent's or buyer's phone or e-mail to
 * another user. Every GET route the server registers (told by Fastify's onRoute hook, so a new route
 * cannot escape) is read by every kind of user (anonymous, a buyer, the seller, another seller, a
 * builder, staff), and the answers of the writes they make are kept too; none may hold another
 * person's. A builder's office number is public (a business) and is not among them.
 */
describe.each(testDatabaseKinds())('no contact details reach another user on $name', (kind) => {
  let t: TestApp;
  const secrets = {
    seller: { email: 'vikram.private.seller@example.in', phone: '9555501111' },
    agent: { email: 'meera.private.agent@example.in', phone: '9555502222' },
    buyer: { email: 'asha.private.buyer@example.in', phone: '9555503333' },
  };
  const answers: { viewer: string; call: string; body: string }[] = [];
  const params = {} as Record<PathName, string>;
  const viewers: Viewer[] = [];
  /** The GET routes as registered (`/api/properties/:id`), and the address each is read at. */
  const getRoutes: string[] = [];
  const readAt = new Map<string, string>();
  const readsOf = new Set<string>();

  async function person(role: 'Seller' | 'Agent' | 'Buyer', who: keyof typeof secrets): Promise<Session> {
    const session = await t.signUp(role, { email: secrets[who].email });
    await t.app.services.db.update(users).set({ phone: secrets[who].phone }).where(eq(users.id, session._id));
    return session;
  }

  /** A call whose answer is kept for the check, as the viewer got it. */
  async function keep(viewer: Viewer, name: PathName, method: string, payload?: object) {
    const path = apiPaths[name];
    // Every parameter of the path gets the call's one value (no call here is to a path of two).
    const url =
      typeof path === 'string'
        ? path
        : (path as (...values: string[]) => string)(...Array<string>(path.length).fill(params[name] ?? 'none'));
    return send(viewer, method, url, payload);
  }

  async function send(viewer: Viewer, method: string, url: string, payload?: object) {
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      ...(viewer.token ? { headers: bearer(viewer.token) } : {}),
      ...(payload ? { payload } : {}),
    });
    answers.push({ viewer: viewer.name, call: `${method} ${url} ${response.statusCode}`, body: response.body });
    return response;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, {
      onRoute: ({ method, url }) => {
        if ([method].flat().includes('GET') && !notWalked.has(url)) getRoutes.push(url);
      },
    });
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
    // Where each route with parameters is read: a new one fails the first test until it is added here.
    const examples: Record<string, string> = {
      '/api/builder-properties/:id': apiPaths.builderProject(project._id),
      '/api/builders/username/:username': apiPaths.builderByUsername(username),
      '/api/builders/:builderId/properties': apiPaths.builderProjectsOf(builder._id),
      '/api/properties/:id': apiPaths.listing(live._id),
      '/api/properties/:id/similar': apiPaths.similarListings(live._id),
      '/api/localities/:city/:locality': apiPaths.localityFacts(live.location.city, live.location.locality),
      '/api/properties/suggestions': `${apiPaths.searchSuggestions}?q=Indiranagar`,
      '/api/properties/map': `${apiPaths.mapArea}?south=12.8&west=77.4&north=13.2&east=77.8`,
      '/api/pincodes/:id': apiPaths.pincodeCentre(live.location.pincode),
      '/media/:key': new URL(live.photos[0]!.url, 'http://nivaas.test').pathname,
      // docs/leads.md#site-visits: the slots are public; the hours their owner's (403 for the others).
      '/api/properties/:id/visit-slots': visitPaths.visitSlots('listing', live._id),
      '/api/properties/:id/visiting-hours': visitPaths.visitingHours('listing', live._id),
      '/api/builder-properties/:id/visit-slots': visitPaths.visitSlots('builder-project', project._id),
      '/api/builder-properties/:id/visiting-hours': visitPaths.visitingHours('builder-project', project._id),
    };
    for (const route of getRoutes) readAt.set(route, examples[route] ?? route);
    for (const viewer of viewers)
      for (const [route, url] of readAt) {
        if (route.includes(':') && !examples[route]) continue;
        readsOf.add(route);
        await send(viewer, 'GET', url);
      }
  });
  afterAll(() => t.close());

  it('reads every GET route the server registers as every viewer', () => {
    expect(getRoutes.length).toBeGreaterThan(15);
    expect([...readsOf].toSorted(), 'a new route with parameters needs its example').toEqual(getRoutes.toSorted());
    // The reads that could carry a person's details answered in full, so the check below reads them.
    const answered = (viewer: string, route: string) =>
      answers.some((a) => a.viewer === viewer && a.call === `GET ${readAt.get(route)} 200`);
    const everyone = ['anonymous', 'buyer', 'another seller', 'builder', 'staff'];
    for (const viewer of everyone)
      for (const route of [
        '/api/properties',
        '/api/properties/:id',
        '/api/properties/:id/similar',
        '/api/localities/:city/:locality',
        '/api/properties/suggestions',
        '/api/builders/username/:username',
        '/api/builders/:builderId/properties',
      ])
        expect(answered(viewer, route), `${viewer} ${route}`).toBe(true);
    for (const route of ['/api/users/me/favorites', '/api/me/sent-inquiries', '/api/me/sent-inquiries/unread'])
      expect(answered('buyer', route), route).toBe(true);
    for (const route of ['/api/me/inquiries', '/api/me/listings']) expect(answered('seller', route), route).toBe(true);
    for (const route of ['/api/staff/review-queue', '/api/staff/listing-queue', '/api/staff/reports'])
      expect(answered('staff', route), route).toBe(true);
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
