import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  apiPaths,
  codeMessages,
  FREE_FAILED_LOGINS,
  freshnessMessages,
  LOGIN_CODE_REQUIRED_STATUS,
  loginMessages,
  listingMessages,
  builderProfileSchema,
  carpetPrice,
  builderProjectSchema,
  builderProjectListSchema,
  favouritesResponseSchema,
  GOOGLE_ID_TOKEN_REQUIRED,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyMessages,
  inquiryListSchema,
  inquirySchema,
  listingListSchema,
  linkConfirmationSchema,
  listingSchema,
  localityFactsSchema,
  localityMessages,
  mapAreaResultSchema,
  PINCODE_CACHE_CONTROL,
  pincodeCentreSchema,
  mapTilesSchema,
  DEFAULT_MAP_TILES,
  photoMessages,
  photoUploadMessages,
  photoUploadSchema,
  messageResponseSchema,
  popularLocalitiesSchema,
  projectMessages,
  propertySearchResultSchema,
  reportedListingListSchema,
  reviewQueueSchema,
  revisionMessages,
  savedSearchesResponseSchema,
  savedSearchMessages,
  savedSearchSchema,
  SIGNED_IN_CACHE_CONTROL,
  searchSuggestionsSchema,
  similarPropertiesSchema,
  sentInquiryListSchema,
  sentInquirySchema,
  sessionSchema,
  threadMessageSchema,
  unsubscribeResponseSchema,
  THREAD_MESSAGES_PER_HOUR,
  type BuilderProject,
  type Listing,
  type PropertySearchQuery,
  type PropertySummary,
} from '@/api/contract';
import { leadListSchema, leadMessages, leadSchema } from '@/api/contract/leads';
import {
  notificationMessages,
  notificationPageSchema,
  notificationSchema,
  unreadNotificationsSchema,
  type NotificationPage,
} from '@/api/contract/notifications';
import { toListingFormData } from '@/api/listingFormData';
import { toProjectFormData } from '@/api/projectFormData';
import { propertySearchUrl, searchSuggestionsUrl } from '@/api/listings';
import { mapAreaUrl } from '@/api/map';
import { db, resetDb } from '@mocks/db';
import { MOCK_MUTE_SIGNATURE, MOCK_UNSUBSCRIBE_SIGNATURE } from '@mocks/factories';
import { handlers, MOCK_OTP } from '@mocks/handlers';
import { MOCK_TILE_URL } from '@mocks/handlers/map';
import { builderProjects } from './db/schema';
import { confirmLinkToken } from './listings/freshness';
import { unsubscribeToken } from './alerts/alerts';
import { muteToken } from './notifications/muteLinks';
import { notify } from './notifications/service';
import { approveListing, createListing, listingFields, listingPhotos, staffToken } from './test/listings';
import { contractPathNames, pathNameOf } from './test/contractPaths';
import { createProject, fileOf, projectFields, projectFiles, testImage } from './test/projects';
import { askMock, askServerOf, mockResponse, serverResponseOf, type Answer, type Call } from './test/contractSides';
import { startTestApp, type TestApp } from './test/testApp';
import { testDatabaseKinds } from './test/databases';

/**
 * The contract suite (docs/architecture.md#layers): the same requests against the MSW handlers the stories use and
 * against the real server give the same statuses and answers of the same shape, so a story can
 * never pass against a mock that the server would answer differently.
 */
const mockServer = setupServer(...handlers);
let real: TestApp;
let realSession: z.infer<typeof sessionSchema>;
let mockSession: z.infer<typeof sessionSchema>;

beforeAll(async () => {
  mockServer.listen({ onUnhandledFrame: 'error' });
  resetDb();
  const [kind] = testDatabaseKinds();
  real = await startTestApp(kind!);
  realSession = await real.signUp('Buyer', { email: 'contract.buyer@example.in' });
  const { password: _password, ...account } = db.accounts.find((a) => a.role === 'Buyer')!;
  mockSession = account;
});
afterAll(async () => {
  mockServer.close();
  await real.close();
});

const serverResponse = (call: Call) => serverResponseOf(real, call);
const askServer = (call: Call) => askServerOf(real, call);

/** The Cache-Control each side answers the call with (docs/api.md#caching); null without one. */
async function cacheControls(call: (side: 'mock' | 'server') => Call) {
  const mock = await mockResponse(call('mock'));
  const server = await serverResponse(call('server'));
  return { mock: mock.headers.get('cache-control'), server: server.headers['cache-control'] ?? null };
}

/** The contract paths the suite has called, to hold it to the whole contract (the last test). */
const calledPaths = new Set<string>();

/** Both sides, each with its own data (a mock account, a registered one). */
async function both(call: (side: 'mock' | 'server') => Call) {
  const [mockCall, serverCall] = [call('mock'), call('server')];
  for (const { url } of [mockCall, serverCall]) calledPaths.add(pathNameOf(url) ?? `not in the contract: ${url}`);
  return { mock: await askMock(mockCall), server: await askServer(serverCall) };
}

describe('contract: MSW handlers and the server agree', () => {
  it('login: unknown e-mail is 404 User not found', async () => {
    const { mock, server } = await both(() => ({
      method: 'POST',
      url: '/api/users/login',
      body: { email: 'nobody@example.in', password: 'whatever1', role: 'Buyer' },
    }));
    expect(mock).toEqual({ status: 404, body: { message: 'User not found' } });
    expect(server).toEqual(mock);
  });

  it('login: the wrong role is 401 Invalid credentials or role', async () => {
    const { mock, server } = await both((side) => ({
      method: 'POST',
      url: '/api/users/login',
      body:
        side === 'mock'
          ? { email: mockSession.email, password: 'Nivaas@123', role: 'Seller' }
          : { email: realSession.email, password: 'secret123', role: 'Seller' },
    }));
    expect(mock).toEqual({ status: 401, body: { message: 'Invalid credentials or role' } });
    expect(server).toEqual(mock);
  });

  it('login: success answers a session', async () => {
    const { mock, server } = await both((side) => ({
      method: 'POST',
      url: '/api/users/login',
      body:
        side === 'mock'
          ? { email: mockSession.email, password: 'Nivaas@123', role: 'Buyer' }
          : { email: realSession.email, password: 'secret123', role: 'Buyer' },
    }));
    expect([mock.status, server.status]).toEqual([200, 200]);
    expect(sessionSchema.safeParse(mock.body).success).toBe(true);
    expect(sessionSchema.safeParse(server.body).success).toBe(true);
  });

  it('login: after 5 failed sign-ins the password needs the mailed code (403), a wrong code is 400, both sign in', async () => {
    const seller = await real.signUp('Seller');
    const mockSeller = db.accounts.find((a) => a.role === 'Seller')!;
    const signIn = (extra: { password?: string; otp?: (side: 'mock' | 'server') => string } = {}) =>
      both((side) => ({
        method: 'POST',
        url: '/api/users/login',
        body: {
          email: side === 'mock' ? mockSeller.email : seller.email,
          password: extra.password ?? (side === 'mock' ? 'Nivaas@123' : 'secret123'),
          role: 'Seller',
          ...(extra.otp ? { otp: extra.otp(side) } : {}),
        },
      }));
    for (let i = 0; i < FREE_FAILED_LOGINS; i += 1) {
      const wrong = await signIn({ password: 'wrong-guess1' });
      expect([wrong.mock.status, wrong.server.status]).toEqual([401, 401]);
    }
    const locked = await signIn();
    expect(locked.mock).toEqual({ status: LOGIN_CODE_REQUIRED_STATUS, body: { message: loginMessages.codeSent } });
    expect(locked.server).toEqual(locked.mock);
    const mailed = real.codeSentTo(seller.email);
    const wrongCode = await signIn({
      otp: (side) => (side === 'mock' ? MOCK_OTP : mailed).replace(/^./, (d) => String((Number(d) + 1) % 10)),
    });
    expect(wrongCode.mock).toEqual({ status: 400, body: { message: codeMessages.invalidCode } });
    expect(wrongCode.server).toEqual(wrongCode.mock);
    const withCode = await signIn({ otp: (side) => (side === 'mock' ? MOCK_OTP : mailed) });
    expect([withCode.mock.status, withCode.server.status]).toEqual([200, 200]);
    expect(sessionSchema.safeParse(withCode.mock.body).success).toBe(true);
    expect(sessionSchema.safeParse(withCode.server.body).success).toBe(true);
  });

  it('a body that breaks the contract is 400 with a message', async () => {
    const { mock, server } = await both(() => ({
      method: 'POST',
      url: '/api/users/send-registration-otp',
      body: { email: 'not-an-email', role: 'Buyer' },
    }));
    expect([mock.status, server.status]).toEqual([400, 400]);
    expect(messageResponseSchema.safeParse(mock.body).success).toBe(true);
    expect(messageResponseSchema.safeParse(server.body).success).toBe(true);
  });

  it('favourites: 401 without a token, a favorites list with one, 404 removing a missing one', async () => {
    const anonymous = await both(() => ({ method: 'GET', url: '/api/users/me/favorites' }));
    expect([anonymous.mock.status, anonymous.server.status]).toEqual([401, 401]);
    const list = await both((side) => ({
      method: 'GET',
      url: '/api/users/me/favorites',
      token: side === 'mock' ? mockSession.token : realSession.token,
    }));
    expect([list.mock.status, list.server.status]).toEqual([200, 200]);
    expect(favouritesResponseSchema.safeParse(list.mock.body).success).toBe(true);
    expect(favouritesResponseSchema.safeParse(list.server.body).success).toBe(true);
    const missing = await both((side) => ({
      method: 'DELETE',
      url: '/api/users/me/favorites/no-such-property',
      token: side === 'mock' ? mockSession.token : realSession.token,
    }));
    expect(missing.server).toEqual(missing.mock);
    expect(missing.mock.status).toBe(404);
  });

  it('portfolio: an unknown builder is 404 Builder not found', async () => {
    const { mock, server } = await both(() => ({ method: 'GET', url: '/api/builders/username/no-such-builder' }));
    expect(mock).toEqual({ status: 404, body: { message: 'Builder not found' } });
    expect(server).toEqual(mock);
  });

  it("portfolio: an unknown builder's projects are 404", async () => {
    const { mock, server } = await both(() => ({ method: 'GET', url: '/api/builders/no-such-id/properties' }));
    expect([mock.status, server.status]).toEqual([404, 404]);
  });

  it('projects: an unknown project is 404 for its reader', async () => {
    const { mock, server } = await both((side) => ({
      method: 'GET',
      url: '/api/builder-properties/no-such-project',
      token: side === 'mock' ? mockSession.token : realSession.token,
    }));
    expect([mock.status, server.status]).toEqual([404, 404]);
  });

  it("review: a buyer who is not staff is refused the queue with the team's message", async () => {
    const { mock, server } = await both((side) => ({
      method: 'GET',
      url: '/api/staff/review-queue',
      token: side === 'mock' ? mockSession.token : realSession.token,
    }));
    expect(mock).toEqual({ status: 403, body: { message: 'Only the Nivaas team can review projects' } });
    expect(server).toEqual(mock);
  });

  it('builder workspace: a buyer has no projects of their own; deleting an unknown project is 404', async () => {
    const mine = await both((side) => ({
      method: 'GET',
      url: '/api/builder/me/properties',
      token: side === 'mock' ? mockSession.token : realSession.token,
    }));
    expect(mine.mock).toEqual({ status: 403, body: { message: 'Only builders have builder projects' } });
    expect(mine.server).toEqual(mine.mock);
    const gone = await both((side) => ({
      method: 'DELETE',
      url: '/api/builder-properties/no-such-project',
      token: side === 'mock' ? mockSession.token : realSession.token,
    }));
    expect(gone.mock).toEqual({ status: 404, body: { message: 'Property not found' } });
    expect(gone.server).toEqual(gone.mock);
  });
});

describe('contract: listings and inquiries', () => {
  const real_ = { seller: '', buyer: '' };
  const mock_ = { seller: '', buyer: '' };
  beforeAll(async () => {
    real_.seller = (await real.signUp('Seller', { email: 'contract.seller@example.in' })).token;
    real_.buyer = realSession.token;
    mock_.seller = db.accounts.find((a) => a.role === 'Seller')!.token;
    mock_.buyer = mockSession.token;
  });
  const as = (who: 'seller' | 'buyer') => (side: 'mock' | 'server') => (side === 'mock' ? mock_ : real_)[who];

  it('popular localities: an answer of the same shape', async () => {
    const { mock, server } = await both(() => ({ method: 'GET', url: '/api/localities/popular' }));
    expect([mock.status, server.status]).toEqual([200, 200]);
    expect(popularLocalitiesSchema.parse(mock.body).cities.length).toBeGreaterThan(0);
    expect(popularLocalitiesSchema.safeParse(server.body).success).toBe(true);
  });

  it('search: an answer of the same shape; a bad query is 400 with a message', async () => {
    const url = propertySearchUrl({ city: 'Pune', type: ['flat', 'plot'], bhk: [2, 5], sort: 'price-asc' });
    const ok = await both(() => ({ method: 'GET', url }));
    expect([ok.mock.status, ok.server.status]).toEqual([200, 200]);
    expect(propertySearchResultSchema.safeParse(ok.mock.body).success).toBe(true);
    expect(propertySearchResultSchema.safeParse(ok.server.body).success).toBe(true);
    const bad = await both(() => ({ method: 'GET', url: '/api/properties?pageSize=49' }));
    expect([bad.mock.status, bad.server.status]).toEqual([400, 400]);
    expect(messageResponseSchema.safeParse(bad.server.body).success).toBe(true);
  });

  it('search by carpet (docs/listings.md#search-carpet): both carpet sorts and both carpet filters mean the same on both sides', async () => {
    const staff = await staffToken(real);
    for (const change of [
      { price: 9_000_000, carpetArea: 800 },
      { price: 12_000_000, carpetArea: 950 },
    ]) {
      const created = await createListing(real.app, real_.seller, listingFields('flat', change));
      await approveListing(real.app, staff, created._id);
    }
    const plot = await createListing(real.app, real_.seller, listingFields('plot'));
    await approveListing(real.app, staff, plot._id);
    const answers = async (query: PropertySearchQuery) => {
      const { mock, server } = await both(() => ({
        method: 'GET',
        url: propertySearchUrl({ ...query, pageSize: 48 }),
      }));
      expect([mock.status, server.status]).toEqual([200, 200]);
      return [mock, server].map((answer) => propertySearchResultSchema.parse(answer.body).items);
    };
    const area = (item: PropertySummary) => item.carpetArea ?? null;
    // What the card shows: a listing's price over its carpet area, rounded; a project has none.
    const rate = (item: PropertySummary) =>
      item.kind === 'listing' && item.carpetArea ? (carpetPrice(item)?.perSqft ?? null) : null;
    /** In the figure's order, ties newest first, what has none last; at least two figures to order. */
    const expectOrdered = (items: PropertySummary[], figure: typeof rate, direction: 1 | -1) => {
      const figures = items.map(figure);
      const known = figures.filter((f) => f !== null);
      expect(known.length).toBeGreaterThanOrEqual(2);
      expect(figures.slice(0, known.length)).toEqual([...known].sort((a, b) => direction * (a - b)));
    };
    for (const [sort, figure, direction] of [
      ['carpet-asc', area, 1],
      ['carpet-desc', area, -1],
      ['carpet-price-asc', rate, 1],
      ['carpet-price-desc', rate, -1],
    ] as const)
      for (const items of await answers({ sort, kind: 'listing' })) expectOrdered(items, figure, direction);
    for (const sort of ['carpet-price-asc', 'carpet-price-desc'] as const)
      for (const items of await answers({ sort })) expectOrdered(items, rate, sort.endsWith('asc') ? 1 : -1);

    // Each side's filtered answer is exactly its own listings in the range (bounds included), newest first.
    const everything = await answers({ kind: 'listing' });
    for (const [query, figure, [min, max]] of [
      [{ minCarpet: 800, maxCarpet: 1600 }, area, [800, 1600]],
      [{ minCarpetRate: 9000, maxCarpetRate: 13_438 }, rate, [9000, 13_438]],
    ] as const) {
      const filtered = await answers(query);
      filtered.forEach((items, side) => {
        const expected = everything[side]!.filter((item) => {
          const value = figure(item);
          return value !== null && value >= min && value <= max;
        });
        expect(expected.length).toBeGreaterThanOrEqual(2);
        expect(items.filter((item) => item.kind === 'listing').map((item) => item._id)).toEqual(
          expected.map((item) => item._id),
        );
      });
      if ('minCarpetRate' in query)
        for (const items of filtered) expect(items.every((item) => item.kind === 'listing')).toBe(true);
    }
    const bad = await both(() => ({ method: 'GET', url: '/api/properties?maxCarpetRate=-1' }));
    expect([bad.mock.status, bad.server.status]).toEqual([400, 400]);
  });

  it('suggestions: an answer of the same shape; no text is 400 with a message', async () => {
    const ok = await both(() => ({ method: 'GET', url: searchSuggestionsUrl({ q: 'ind', city: 'Bengaluru' }) }));
    expect([ok.mock.status, ok.server.status]).toEqual([200, 200]);
    expect(searchSuggestionsSchema.safeParse(ok.mock.body).success).toBe(true);
    expect(searchSuggestionsSchema.safeParse(ok.server.body).success).toBe(true);
    const bad = await both(() => ({ method: 'GET', url: '/api/properties/suggestions?q=' }));
    expect([bad.mock.status, bad.server.status]).toEqual([400, 400]);
    expect(messageResponseSchema.safeParse(bad.mock.body).success).toBe(true);
    expect(messageResponseSchema.safeParse(bad.server.body).success).toBe(true);
  });

  it('the map (docs/map.md#map-endpoint): an answer of the same shape; the same refusals of a box and a distance', async () => {
    const box = { south: 12.8, west: 77.4, north: 13.2, east: 77.9 };
    const ok = await both(() => ({ method: 'GET', url: mapAreaUrl(box, { purpose: 'sale', bhk: [2, 3] }) }));
    expect([ok.mock.status, ok.server.status]).toEqual([200, 200]);
    expect(mapAreaResultSchema.safeParse(ok.mock.body).success).toBe(true);
    expect(mapAreaResultSchema.safeParse(ok.server.body).success).toBe(true);
    for (const url of [
      '/api/properties/map?south=13.2&west=77.4&north=12.8&east=77.9',
      '/api/properties/map?south=1&west=77.4&north=2&east=77.9',
      '/api/properties/map?south=10&west=70&north=25&east=77.9',
      '/api/properties/map?west=77.4&north=12.8&east=77.9',
      `${mapAreaUrl(box)}&withinKm=2`,
      '/api/properties?nearLat=12.93&nearLng=77.62',
      '/api/properties?nearLat=12.93&nearLng=77.62&withinKm=3',
    ]) {
      const bad = await both(() => ({ method: 'GET', url }));
      expect(bad.mock.status, url).toBe(400);
      expect(bad.server, url).toEqual(bad.mock);
    }
    // The near filter leaves the answers' shape alone: a search within 2 km answers as any search.
    const near = await both(() => ({
      method: 'GET',
      url: propertySearchUrl({ nearLat: 12.93, nearLng: 77.62, withinKm: 2 }),
    }));
    expect([near.mock.status, near.server.status]).toEqual([200, 200]);
    expect(propertySearchResultSchema.safeParse(near.server.body).success).toBe(true);
  });

  it("the map's tiles (docs/map.md#tiles): the same shape and caching; the mock's tiles are its own", async () => {
    const { mock, server } = await both(() => ({ method: 'GET', url: apiPaths.mapTiles }));
    expect([mock.status, server.status]).toEqual([200, 200]);
    expect(mapTilesSchema.parse(server.body)).toEqual(DEFAULT_MAP_TILES);
    expect(mapTilesSchema.parse(mock.body)).toEqual({ ...DEFAULT_MAP_TILES, url: MOCK_TILE_URL });
    const caching = await cacheControls(() => ({ method: 'GET', url: apiPaths.mapTiles }));
    expect(caching).toEqual({ mock: 'public, max-age=3600', server: 'public, max-age=3600' });
  });

  it('pincode centres (docs/map.md#pincode-endpoint): the same shape; the same 404 and 400', async () => {
    const ok = await both(() => ({ method: 'GET', url: apiPaths.pincodeCentre('560038') }));
    expect([ok.mock.status, ok.server.status]).toEqual([200, 200]);
    expect(pincodeCentreSchema.safeParse(ok.mock.body).success).toBe(true);
    expect(pincodeCentreSchema.safeParse(ok.server.body).success).toBe(true);
    for (const pincode of ['999999', '5600x1']) {
      const refused = await both(() => ({ method: 'GET', url: apiPaths.pincodeCentre(pincode) }));
      expect(refused.server, pincode).toEqual(refused.mock);
    }
    const caching = await cacheControls(() => ({ method: 'GET', url: apiPaths.pincodeCentre('560038') }));
    expect(caching).toEqual({ mock: PINCODE_CACHE_CONTROL, server: PINCODE_CACHE_CONTROL });
  });

  it('similar properties: an answer of the same shape; a listing that is not public is 404', async () => {
    const realListing = await createListing(real.app, real_.seller, listingFields('flat'));
    await approveListing(real.app, await staffToken(real), realListing._id);
    const mockListing = db.listings.find((l) => l.reviewState === 'approved' && l.status === 'live')!;
    const ok = await both((side) => ({
      method: 'GET',
      url: apiPaths.similarListings(side === 'mock' ? mockListing._id : realListing._id),
    }));
    expect([ok.mock.status, ok.server.status]).toEqual([200, 200]);
    expect(similarPropertiesSchema.safeParse(ok.mock.body).success).toBe(true);
    expect(similarPropertiesSchema.safeParse(ok.server.body).success).toBe(true);
    const unknown = await both(() => ({ method: 'GET', url: apiPaths.similarListings('no-such-listing') }));
    expect(unknown.mock).toEqual({ status: 404, body: { message: 'Property not found' } });
    expect(unknown.server).toEqual(unknown.mock);
  });

  it("a locality's facts: an answer of the same shape; a locality with no public item is 404", async () => {
    const realListing = await createListing(real.app, real_.seller, listingFields('flat'));
    await approveListing(real.app, await staffToken(real), realListing._id);
    const { city, locality } = realListing.location;
    // The mocks answer their fixed states (mocks/factories/localities.ts), Baner's among them.
    const ok = await both((side) => ({
      method: 'GET',
      url: side === 'mock' ? apiPaths.localityFacts('pune', 'baner') : apiPaths.localityFacts(city, locality),
    }));
    expect([ok.mock.status, ok.server.status]).toEqual([200, 200]);
    expect(localityFactsSchema.safeParse(ok.mock.body).success).toBe(true);
    expect(localityFactsSchema.safeParse(ok.server.body).success).toBe(true);
    const unknown = await both(() => ({ method: 'GET', url: apiPaths.localityFacts('Pune', 'Nowhere') }));
    expect(unknown.mock).toEqual({ status: 404, body: { message: localityMessages.notFound } });
    expect(unknown.server).toEqual(unknown.mock);
  });

  it('listing: an unknown one is 404 Property not found', async () => {
    const { mock, server } = await both(() => ({ method: 'GET', url: '/api/properties/no-such-listing' }));
    expect(mock).toEqual({ status: 404, body: { message: 'Property not found' } });
    expect(server).toEqual(mock);
  });

  it('posting: a Buyer is refused, a form without photos names the rule, a Seller posts', async () => {
    const photos = await listingPhotos(1);
    const form = (files: File[]) => toListingFormData(listingFields('flat'), { photos: files });
    const buyer = await both((side) => ({
      method: 'POST',
      url: '/api/properties',
      body: form(photos),
      token: as('buyer')(side),
    }));
    expect(buyer.mock).toEqual({ status: 403, body: { message: 'Only Sellers and Agents can post properties' } });
    expect(buyer.server).toEqual(buyer.mock);
    const noPhotos = await both((side) => ({
      method: 'POST',
      url: '/api/properties',
      body: form([]),
      token: as('seller')(side),
    }));
    expect(noPhotos.mock).toEqual({ status: 400, body: { message: 'Please add at least one photo' } });
    expect(noPhotos.server).toEqual(noPhotos.mock);
    const created = await both((side) => ({
      method: 'POST',
      url: '/api/properties',
      body: form(photos),
      token: as('seller')(side),
    }));
    expect([created.mock.status, created.server.status]).toEqual([201, 201]);
    for (const body of [created.mock.body, created.server.body])
      expect(listingSchema.parse(body)).toMatchObject({ reviewState: 'pending_review', title: 'Test flat', views: 0 });
  });

  it('photo uploads (docs/api.md#photo-uploads): a Buyer and a text file are refused; a staged key posts a listing', async () => {
    const [photo] = await listingPhotos(1);
    const stage = (who: 'seller' | 'buyer', file: File) => (side: 'mock' | 'server') => {
      const body = new FormData();
      body.append('photo', file);
      return { method: 'POST', url: apiPaths.photoUploads, body, token: as(who)(side) } as const;
    };
    const buyer = await both(stage('buyer', photo!));
    expect(buyer.mock).toEqual({ status: 403, body: { message: photoUploadMessages.onlyPosters } });
    expect(buyer.server).toEqual(buyer.mock);
    const text = await both(stage('seller', new File(['hello'], 'notes.jpg', { type: 'image/jpeg' })));
    expect(text.mock).toEqual({ status: 415, body: { message: 'This photo must be a JPEG, PNG or WebP image' } });
    expect(text.server).toEqual(text.mock);
    const staged = await both(stage('seller', photo!));
    expect([staged.mock.status, staged.server.status]).toEqual([201, 201]);
    const keys = {
      mock: photoUploadSchema.parse(staged.mock.body).key,
      server: photoUploadSchema.parse(staged.server.body).key,
    };
    const post = (uploadedPhotos: (side: 'mock' | 'server') => string) => (side: 'mock' | 'server') => ({
      method: 'POST' as const,
      url: '/api/properties',
      body: toListingFormData(listingFields('flat'), { photos: [], uploadedPhotos: [uploadedPhotos(side)] }),
      token: as('seller')(side),
    });
    const unknown = await both(post(() => `${'e'.repeat(32)}.jpg`));
    expect(unknown.mock).toEqual({ status: 400, body: { message: photoMessages.stagedGone } });
    expect(unknown.server).toEqual(unknown.mock);
    const created = await both(post((side) => keys[side]));
    expect([created.mock.status, created.server.status]).toEqual([201, 201]);
    for (const body of [created.mock.body, created.server.body])
      expect(listingSchema.parse(body).photos).toHaveLength(1);
  });

  it('carpet first (docs/listings.md#carpet-first): the same refusals, the super built-up area saved on both sides', async () => {
    const photos = await listingPhotos(1);
    const post = (change: Parameters<typeof listingFields>[1]) =>
      both((side) => ({
        method: 'POST',
        url: '/api/properties',
        body: toListingFormData(listingFields('villa', change), { photos }),
        token: as('seller')(side),
      }));
    for (const [change, message] of [
      [{ carpetArea: null }, 'Please enter valid carpet area'],
      [{ superBuiltUpArea: 900 }, 'Super built-up area cannot be less than built-up area'],
    ] as const) {
      const refused = await post(change);
      expect(refused.mock).toEqual({ status: 400, body: { message } });
      expect(refused.server).toEqual(refused.mock);
    }
    const created = await post({ superBuiltUpArea: 1300 });
    for (const body of [created.mock.body, created.server.body])
      expect(listingSchema.parse(body)).toMatchObject({ carpetArea: 900, builtUpArea: 1000, superBuiltUpArea: 1300 });
  });

  it('my listings and my inquiries: lists for a Seller, 403 for a Buyer', async () => {
    for (const url of ['/api/me/listings', '/api/me/inquiries']) {
      const buyer = await both((side) => ({ method: 'GET', url, token: as('buyer')(side) }));
      expect(buyer.mock).toEqual({ status: 403, body: { message: 'Only Sellers and Agents can post properties' } });
      expect(buyer.server).toEqual(buyer.mock);
      const seller = await both((side) => ({ method: 'GET', url, token: as('seller')(side) }));
      expect([seller.mock.status, seller.server.status]).toEqual([200, 200]);
    }
    const listings = await both((side) => ({ method: 'GET', url: '/api/me/listings', token: as('seller')(side) }));
    expect(listingListSchema.safeParse(listings.mock.body).success).toBe(true);
    expect(listingListSchema.safeParse(listings.server.body).success).toBe(true);
    const inquiries = await both((side) => ({ method: 'GET', url: '/api/me/inquiries', token: as('seller')(side) }));
    expect(inquiryListSchema.safeParse(inquiries.mock.body).success).toBe(true);
    expect(inquiryListSchema.safeParse(inquiries.server.body).success).toBe(true);
  });

  it('inquiries: a Seller may not ask, an unknown listing or inquiry is 404', async () => {
    const body = { name: 'Asha Rao', phone: '9876543210', message: 'Is it available?' };
    const seller = await both((side) => ({
      method: 'POST',
      url: '/api/properties/no-such-listing/inquiries',
      body,
      token: as('seller')(side),
    }));
    expect(seller.mock).toEqual({ status: 403, body: { message: 'Only buyers can send inquiries' } });
    expect(seller.server).toEqual(seller.mock);
    const unknown = await both((side) => ({
      method: 'POST',
      url: '/api/properties/no-such-listing/inquiries',
      body,
      token: as('buyer')(side),
    }));
    expect(unknown.mock).toEqual({ status: 404, body: { message: 'Property not found' } });
    expect(unknown.server).toEqual(unknown.mock);
    const patch = await both((side) => ({
      method: 'PATCH',
      url: '/api/inquiries/no-such-inquiry',
      body: { state: 'read' },
      token: as('seller')(side),
    }));
    expect(patch.mock).toEqual({ status: 404, body: { message: 'Inquiry not found' } });
    expect(patch.server).toEqual(patch.mock);
  });

  it('threads (docs/listings.md#inquiry-thread): consent, replies, unread count, withdrawal, on both sides', async () => {
    const realListing = await createListing(real.app, real_.seller);
    await approveListing(real.app, await staffToken(real), realListing._id);
    const listingOf = (side: 'mock' | 'server') => (side === 'mock' ? db.listings[0]!._id : realListing._id);
    const ask = (body: object) =>
      both((side) => ({
        method: 'POST',
        url: `/api/properties/${listingOf(side)}/inquiries`,
        body: { name: 'Asha Rao', message: 'Is it available?', ...body },
        token: as('buyer')(side),
      }));
    const noPhone = await ask({ sharePhone: true });
    expect(noPhone.mock).toEqual({
      status: 400,
      body: { message: 'Please enter a valid 10-digit Indian mobile number' },
    });
    expect(noPhone.server).toEqual(noPhone.mock);
    const sent = await ask({ sharePhone: true, phone: '9876543210' });
    const ids = { mock: '', server: '' };
    for (const side of ['mock', 'server'] as const) {
      const answer = sent[side];
      expect(answer.status).toBe(201);
      const inquiry = inquirySchema.parse(answer.body);
      expect(inquiry).toMatchObject({ buyer: { name: 'Asha Rao', phone: '9876543210' }, thread: [], state: 'new' });
      ids[side] = inquiry._id;
    }
    const seen = await both((side) => ({
      method: 'POST',
      url: '/api/me/sent-inquiries/seen',
      token: as('buyer')(side),
    }));
    expect(seen.mock).toEqual({ status: 200, body: { count: 0 } });
    expect(seen.server).toEqual(seen.mock);
    const write = (who: 'seller' | 'buyer', text: string, id?: string) =>
      both((side) => ({
        method: 'POST',
        url: `/api/inquiries/${id ?? ids[side]}/messages`,
        body: { text },
        token: as(who)(side),
      }));
    const empty = await write('seller', ' ');
    expect(empty.mock).toEqual({ status: 400, body: { message: 'Please enter a message' } });
    expect(empty.server).toEqual(empty.mock);
    const missing = await write('buyer', 'Hello', 'no-such-inquiry');
    expect(missing.mock).toEqual({ status: 404, body: { message: 'Inquiry not found' } });
    expect(missing.server).toEqual(missing.mock);
    const reply = await write('seller', 'Yes, it is.');
    for (const answer of [reply.mock, reply.server]) {
      expect(answer.status).toBe(201);
      expect(threadMessageSchema.parse(answer.body)).toMatchObject({ from: 'poster', text: 'Yes, it is.' });
    }
    const unread = await both((side) => ({
      method: 'GET',
      url: '/api/me/sent-inquiries/unread',
      token: as('buyer')(side),
    }));
    expect(unread.mock).toEqual({ status: 200, body: { count: 1 } });
    expect(unread.server).toEqual(unread.mock);
    const list = await both((side) => ({ method: 'GET', url: '/api/me/sent-inquiries', token: as('buyer')(side) }));
    for (const answer of [list.mock, list.server])
      expect(sentInquiryListSchema.parse(answer.body)[0]).toMatchObject({
        sharedPhone: '9876543210',
        unreadReplies: 1,
      });
    const sellersList = await both((side) => ({
      method: 'GET',
      url: '/api/me/sent-inquiries',
      token: as('seller')(side),
    }));
    expect(sellersList.mock).toEqual({ status: 403, body: { message: 'Only buyers can send inquiries' } });
    expect(sellersList.server).toEqual(sellersList.mock);
    const withdraw = (who: 'seller' | 'buyer') =>
      both((side) => ({ method: 'DELETE', url: `/api/inquiries/${ids[side]}/phone-consent`, token: as(who)(side) }));
    const bySeller = await withdraw('seller');
    expect(bySeller.mock).toEqual({ status: 403, body: { message: 'Only buyers can send inquiries' } });
    expect(bySeller.server).toEqual(bySeller.mock);
    const withdrawn = await withdraw('buyer');
    for (const answer of [withdrawn.mock, withdrawn.server]) {
      expect(answer.status).toBe(200);
      expect(sentInquirySchema.parse(answer.body)).not.toHaveProperty('sharedPhone');
    }
    // Consent again (docs/listings.md#inquiry-phone-consent): a bad number is refused alike, a good one shared.
    const share = (phone: string) =>
      both((side) => ({
        method: 'PUT',
        url: `/api/inquiries/${ids[side]}/phone-consent`,
        body: { phone },
        token: as('buyer')(side),
      }));
    const badNumber = await share('12345');
    expect(badNumber.mock).toEqual({
      status: 400,
      body: { message: 'Please enter a valid 10-digit Indian mobile number' },
    });
    expect(badNumber.server).toEqual(badNumber.mock);
    const sharedAgain = await share('+91 98765 43211');
    for (const answer of [sharedAgain.mock, sharedAgain.server]) {
      expect(answer.status).toBe(200);
      expect(sentInquirySchema.parse(answer.body)).toMatchObject({ sharedPhone: '9876543211' });
    }
    // The poster's count of new buyer messages (docs/listings.md#inquiry-unread), and 403 for a buyer.
    const posterCall = (method: 'GET' | 'POST', url: string, who: 'seller' | 'buyer' = 'seller') =>
      both((side) => ({ method, url, token: as(who)(side) }));
    const looked = await posterCall('POST', '/api/me/inquiries/seen');
    expect(looked.mock).toEqual({ status: 200, body: { count: 0 } });
    expect(looked.server).toEqual(looked.mock);
    await write('buyer', 'Can I visit on Sunday?');
    const news = await posterCall('GET', '/api/me/inquiries/unread');
    expect(news.mock).toEqual({ status: 200, body: { count: 1 } });
    expect(news.server).toEqual(news.mock);
    const byBuyer = await posterCall('GET', '/api/me/inquiries/unread', 'buyer');
    expect(byBuyer.mock).toEqual({ status: 403, body: { message: 'Only Sellers and Agents can post properties' } });
    expect(byBuyer.server).toEqual(byBuyer.mock);
    // Thread messages are limited per person (docs/listings.md#inquiry-thread): the seller has written one.
    for (let i = 1; i < THREAD_MESSAGES_PER_HOUR; i += 1) {
      const written = await write('seller', `Answer ${i}`);
      expect([written.mock.status, written.server.status]).toEqual([201, 201]);
    }
    const tooMany = await write('seller', 'One too many');
    expect(tooMany.mock).toEqual({
      status: 429,
      body: { message: 'You have sent too many messages. Please try again later.' },
    });
    expect(tooMany.server).toEqual(tooMany.mock);
  });

  it("projects: a pending project is the owner's alone, answered with its builder for the card", async () => {
    const builder = await real.signUp('Builder', { email: 'contract.owner@example.in' });
    const realProject = await createProject(real.app, builder.token);
    const mockBuilder = db.accounts.find((a) => a.role === 'Builder')!;
    const mockProject = db.projects.find((p) => p.postedBy === mockBuilder._id)!;
    mockProject.reviewState = 'pending_review';
    const url = (side: 'mock' | 'server') =>
      `/api/builder-properties/${side === 'mock' ? mockProject._id : realProject._id}`;
    const anonymous = await both((side) => ({ method: 'GET', url: url(side) }));
    expect(anonymous.mock).toEqual({ status: 404, body: { message: 'Property not found' } });
    expect(anonymous.server).toEqual(anonymous.mock);
    const owner = await both((side) => ({
      method: 'GET',
      url: url(side),
      token: side === 'mock' ? mockBuilder.token : builder.token,
    }));
    for (const [answer, ownerId] of [
      [owner.mock, mockBuilder._id],
      [owner.server, builder._id],
    ] as const) {
      expect(answer.status).toBe(200);
      const project = builderProjectSchema.parse(answer.body);
      expect(project.builder?._id).toBe(ownerId);
      expect(project.postedBy).toBe(ownerId);
    }
  });
});

describe('contract: the builder profile and the public project page', () => {
  const real_ = { builder: '', builderId: '', buyer: '' };
  const mock_ = { builder: '', builderId: '', buyer: '' };
  beforeAll(async () => {
    const builder = await real.signUp('Builder', { name: 'Contract Builder', email: 'contract.builder@example.in' });
    Object.assign(real_, { builder: builder.token, builderId: builder._id, buyer: realSession.token });
    // The name another builder holds on each side.
    await real.signUp('Builder', { name: 'Lotus Homes', email: 'contract.lotus@example.in' });
    db.builders.push({ ...db.builders[0]!, _id: 'builder-lotus', username: 'lotus-homes', name: 'Lotus Homes' });
    const mockBuilder = db.accounts.find((a) => a.role === 'Builder')!;
    Object.assign(mock_, { builder: mockBuilder.token, builderId: mockBuilder._id, buyer: mockSession.token });
  });
  const as = (who: 'builder' | 'buyer') => (side: 'mock' | 'server') => (side === 'mock' ? mock_ : real_)[who];

  it('own profile: 401 without a token, 403 for a buyer, the profile for its builder', async () => {
    const anonymous = await both(() => ({ method: 'GET', url: '/api/builder/me/profile' }));
    expect(anonymous.mock.status).toBe(401);
    expect(anonymous.server.status).toBe(401);
    const buyer = await both((side) => ({ method: 'GET', url: '/api/builder/me/profile', token: as('buyer')(side) }));
    expect(buyer.mock).toEqual({ status: 403, body: { message: 'Only builders have a builder profile' } });
    expect(buyer.server).toEqual(buyer.mock);
    const own = await both((side) => ({ method: 'GET', url: '/api/builder/me/profile', token: as('builder')(side) }));
    expect([own.mock.status, own.server.status]).toEqual([200, 200]);
    expect(builderProfileSchema.parse(own.mock.body)._id).toBe(mock_.builderId);
    expect(builderProfileSchema.parse(own.server.body)._id).toBe(real_.builderId);
  });

  it('profile update: the shared rules answer 400 with their message, a taken username 409', async () => {
    const put = (body: object) => (side: 'mock' | 'server') =>
      ({ method: 'PUT', url: '/api/builder/me/profile', body, token: as('builder')(side) }) as const;
    const badYear = await both(put({ companyEstablished: '20x4' }));
    expect(badYear.mock).toEqual({
      status: 400,
      body: { message: 'Please enter the year the company was established' },
    });
    expect(badYear.server).toEqual(badYear.mock);
    const taken = await both(put({ username: 'lotus-homes' }));
    expect(taken.mock).toEqual({ status: 409, body: { message: 'This username is taken' } });
    expect(taken.server).toEqual(taken.mock);
    const saved = await both(
      put({
        companyName: 'Skyline Developers',
        tagline: 'Homes for the next generation',
        website: 'example.in',
        companyEstablished: 2011,
        about: '',
      }),
    );
    expect([saved.mock.status, saved.server.status]).toEqual([200, 200]);
    for (const body of [saved.mock.body, saved.server.body]) {
      const profile = builderProfileSchema.parse(body);
      expect(profile).toMatchObject({
        tagline: 'Homes for the next generation',
        website: 'https://example.in',
        companyEstablished: '2011',
      });
      expect(profile.about).toBeUndefined();
    }
  });

  it('profile photo: an image is saved and answered as a URL, anything else is 415', async () => {
    const photo = fileOf(await testImage('png'), 'me.png');
    const form = (file: File) => {
      const body = new FormData();
      body.append('profilePhoto', file);
      return body;
    };
    const saved = await both((side) => ({
      method: 'POST',
      url: '/api/builder/me/profile/photo',
      body: form(photo),
      token: as('builder')(side),
    }));
    expect([saved.mock.status, saved.server.status]).toEqual([200, 200]);
    for (const body of [saved.mock.body, saved.server.body])
      expect(builderProfileSchema.parse(body).profilePhoto).toMatch(/\S/);
    const text = new File(['not an image'], 'notes.txt', { type: 'text/plain' });
    const refused = await both((side) => ({
      method: 'POST',
      url: '/api/builder/me/profile/photo',
      body: form(text),
      token: as('builder')(side),
    }));
    expect(refused.mock).toEqual({
      status: 415,
      body: { message: 'The profile photo must be a JPEG, PNG or WebP image' },
    });
    expect(refused.server).toEqual(refused.mock);
  });

  it("project page: an approved project carries its builder's card; one in review is 404 to the public", async () => {
    const approvedProject = await createProject(real.app, real_.builder, 'flat');
    await real.app.services.db
      .update(builderProjects)
      .set({ reviewState: 'approved' })
      .where(eq(builderProjects.id, approvedProject._id));
    const pendingProject = await createProject(real.app, real_.builder, 'villa');
    const mockApproved = db.projects.find((p) => p.postedBy === mock_.builderId && p.reviewState === 'approved')!;
    const mockPending = { ...mockApproved, _id: 'project-in-review', reviewState: 'pending_review' as const };
    db.projects.push(mockPending);

    const open = await both((side) => ({
      method: 'GET',
      url: `/api/builder-properties/${side === 'mock' ? mockApproved._id : approvedProject._id}`,
    }));
    expect([open.mock.status, open.server.status]).toEqual([200, 200]);
    expect(builderProjectSchema.parse(open.mock.body).builder).toMatchObject({
      _id: mock_.builderId,
      username: 'skyline-developers',
    });
    expect(builderProjectSchema.parse(open.server.body).builder).toMatchObject({
      _id: real_.builderId,
      name: 'Contract Builder',
      username: 'contract-builder',
    });

    const hidden = await both((side) => ({
      method: 'GET',
      url: `/api/builder-properties/${side === 'mock' ? mockPending._id : pendingProject._id}`,
    }));
    expect(hidden.mock).toEqual({ status: 404, body: { message: 'Property not found' } });
    expect(hidden.server).toEqual(hidden.mock);
    const owner = await both((side) => ({
      method: 'GET',
      url: `/api/builder-properties/${side === 'mock' ? mockPending._id : pendingProject._id}`,
      token: as('builder')(side),
    }));
    expect([owner.mock.status, owner.server.status]).toEqual([200, 200]);
  });
});

describe('contract: accounts', () => {
  const wrongCode = '000000';

  it('registration: a wrong code is refused alike when verifying and when registering', async () => {
    const email = 'contract.newcomer@example.in';
    const verify = await both(() => ({
      method: 'POST',
      url: '/api/users/verify-registration-otp',
      body: { email, otp: wrongCode },
    }));
    expect(verify.mock).toEqual({ status: 400, body: { message: 'Invalid or expired code' } });
    expect(verify.server).toEqual(verify.mock);
    const register = await both(() => ({
      method: 'POST',
      url: '/api/users/register',
      body: { name: 'New Comer', email, phone: '9876543210', password: 'secret123', role: 'Buyer', otp: wrongCode },
    }));
    expect(register.mock).toEqual({ status: 400, body: { message: 'Invalid or expired code' } });
    expect(register.server).toEqual(register.mock);
    // docs/portfolio.md#company-name: a Builder without a company is refused before the code is read.
    const builder = await both(() => ({
      method: 'POST',
      url: '/api/users/register',
      body: { name: 'New Builder', email, phone: '9876543210', password: 'secret123', role: 'Builder', otp: wrongCode },
    }));
    expect(builder.mock).toEqual({ status: 400, body: { message: 'Please enter your company name' } });
    expect(builder.server).toEqual(builder.mock);
  });

  it('password recovery: every address is answered alike; a wrong code is refused', async () => {
    const forgot = await both(() => ({
      method: 'POST',
      url: '/api/users/forgot-password',
      body: { email: 'nobody@example.in' },
    }));
    expect(forgot.mock.status).toBe(200);
    expect(forgot.server).toEqual(forgot.mock);
    const reset = await both(() => ({
      method: 'POST',
      url: '/api/users/reset-password',
      body: { email: 'nobody@example.in', otp: wrongCode, password: 'newsecret123' },
    }));
    expect(reset.mock).toEqual({ status: 400, body: { message: 'Invalid or expired code' } });
    expect(reset.server).toEqual(reset.mock);
  });

  it('Google sign-in: an account id alone is refused (docs/auth.md#google-sign-in)', async () => {
    const { mock, server } = await both(() => ({
      method: 'POST',
      url: '/api/users/google-login',
      body: { googleId: '1234567890', role: 'Buyer' },
    }));
    expect(mock).toEqual({ status: 400, body: { message: GOOGLE_ID_TOKEN_REQUIRED } });
    expect(server).toEqual(mock);
  });

  it('logout: a signed-in user is logged out', async () => {
    const session = await real.signUp('Buyer', { email: 'contract.leaver@example.in' });
    const { mock, server } = await both((side) => ({
      method: 'POST',
      url: '/api/users/logout',
      token: side === 'mock' ? mockSession.token : session.token,
    }));
    expect(mock.status).toBe(200);
    expect(server).toEqual(mock);
  });
});

describe("contract: the wizard's create and update", () => {
  const real_ = { builder: '', buyer: '' };
  const mock_ = { builder: '', buyer: '' };
  beforeAll(async () => {
    real_.builder = (await real.signUp('Builder', { email: 'contract.wizard@example.in' })).token;
    real_.buyer = realSession.token;
    mock_.builder = db.accounts.find((a) => a.role === 'Builder')!.token;
    mock_.buyer = mockSession.token;
  });
  const as = (who: 'builder' | 'buyer') => (side: 'mock' | 'server') => (side === 'mock' ? mock_ : real_)[who];
  const create = (who: 'builder' | 'buyer', body: FormData) => (side: 'mock' | 'server') =>
    ({ method: 'POST', url: '/api/builder-properties', body, token: as(who)(side) }) as const;

  it('create: a Buyer is refused; the first rule broken is the answer; a Builder creates a project in review', async () => {
    const files = await projectFiles();
    const buyer = await both(create('buyer', toProjectFormData(projectFields('villa'), files)));
    expect(buyer.mock).toEqual({ status: 403, body: { message: 'Only builders can post builder projects' } });
    expect(buyer.server).toEqual(buyer.mock);
    const unnamed = await both(
      create('builder', toProjectFormData(projectFields('villa', { projectName: '' }), files)),
    );
    expect(unnamed.mock.status).toBe(400);
    expect(unnamed.server).toEqual(unnamed.mock);
    const noBanner = await both(
      create('builder', toProjectFormData(projectFields('flat'), { ...files, bannerPhoto: null })),
    );
    expect(noBanner.mock).toEqual({ status: 400, body: { message: 'Please upload a banner photo' } });
    expect(noBanner.server).toEqual(noBanner.mock);
    const created = await both(create('builder', toProjectFormData(projectFields('flat'), files)));
    expect([created.mock.status, created.server.status]).toEqual([201, 201]);
    for (const body of [created.mock.body, created.server.body])
      expect(builderProjectSchema.parse(body)).toMatchObject({
        projectName: 'Test flat project',
        reviewState: 'pending_review',
      });
  });

  it('update: only the owner edits, by the same rules, keeping the saved media', async () => {
    const files = await projectFiles();
    const created = await both(create('builder', toProjectFormData(projectFields('office'), files)));
    const saved = {
      mock: builderProjectSchema.parse(created.mock.body),
      server: builderProjectSchema.parse(created.server.body),
    };
    const edit = (who: 'builder' | 'buyer', change: Parameters<typeof projectFields>[1]) => (side: 'mock' | 'server') =>
      ({
        method: 'PUT',
        url: `/api/builder-properties/${saved[side]._id}`,
        body: toProjectFormData(projectFields('office', change), {
          bannerPhoto: null,
          blueprintPhotos: [],
          additionalPhotos: [],
          keptMedia: saved[side].media,
        }),
        token: as(who)(side),
      }) as const;
    const stranger = await both(edit('buyer', { projectName: 'Taken over' }));
    expect(stranger.mock).toEqual({
      status: 403,
      body: { message: "You don't have permission to edit this property" },
    });
    expect(stranger.server).toEqual(stranger.mock);
    const broken = await both(edit('builder', { description: '' }));
    expect(broken.mock.status).toBe(400);
    expect(broken.server).toEqual(broken.mock);
    const renamed = await both(edit('builder', { projectName: 'Renamed office project' }));
    expect([renamed.mock.status, renamed.server.status]).toEqual([200, 200]);
    for (const body of [renamed.mock.body, renamed.server.body])
      expect(builderProjectSchema.parse(body)).toMatchObject({
        projectName: 'Renamed office project',
        reviewState: 'pending_review',
      });
  });

  it('RERA number (docs/wizard.md#rera-format): a malformed one is 400 with its message; one is saved, read back and cleared', async () => {
    const files = await projectFiles();
    const inMaharashtra = (reraNumber: string) =>
      projectFields('flat', {
        reraNumber,
        location: { ...projectFields().location, state: 'Maharashtra', city: 'Pune', pincode: '411045' },
      });
    const malformed = await both(create('builder', toProjectFormData(inMaharashtra('51800012345'), files)));
    expect(malformed.mock).toEqual({
      status: 400,
      body: { message: 'Please enter the RERA number as MahaRERA writes it, e.g. P51800012345' },
    });
    expect(malformed.server).toEqual(malformed.mock);

    const created = await both(create('builder', toProjectFormData(inMaharashtra(' P51800012345 '), files)));
    expect([created.mock.status, created.server.status]).toEqual([201, 201]);
    const saved = {
      mock: builderProjectSchema.parse(created.mock.body),
      server: builderProjectSchema.parse(created.server.body),
    };
    for (const project of Object.values(saved)) expect(project.reraNumber).toBe('P51800012345');

    const read = await both((side) => ({
      method: 'GET',
      url: `/api/builder-properties/${saved[side]._id}`,
      token: as('builder')(side),
    }));
    for (const body of [read.mock.body, read.server.body])
      expect(builderProjectSchema.parse(body).reraNumber).toBe('P51800012345');

    const cleared = await both((side) => ({
      method: 'PUT',
      url: `/api/builder-properties/${saved[side]._id}`,
      body: toProjectFormData(inMaharashtra(''), {
        bannerPhoto: null,
        blueprintPhotos: [],
        additionalPhotos: [],
        keptMedia: saved[side].media,
      }),
      token: as('builder')(side),
    }));
    expect([cleared.mock.status, cleared.server.status]).toEqual([200, 200]);
    for (const body of [cleared.mock.body, cleared.server.body]) expect(body).not.toHaveProperty('reraNumber');
  });
});

describe("contract: review decisions are the team's alone", () => {
  const reason = { reason: 'The photos do not show the project.' };
  it.each([
    ['/api/staff/projects/no-such-project/approve', undefined, 'Only the Nivaas team can review projects'],
    ['/api/staff/projects/no-such-project/reject', reason, 'Only the Nivaas team can review projects'],
    ['/api/staff/listings/no-such-listing/approve', undefined, 'Only the Nivaas team can review listings'],
    ['/api/staff/listings/no-such-listing/reject', reason, 'Only the Nivaas team can review listings'],
  ])('POST %s is 403 for a buyer', async (url, body, message) => {
    const { mock, server } = await both((side) => ({
      method: 'POST',
      url,
      body,
      token: side === 'mock' ? mockSession.token : realSession.token,
    }));
    expect(mock).toEqual({ status: 403, body: { message } });
    expect(server).toEqual(mock);
  });

  it('the listing queue is 403 for a buyer', async () => {
    const { mock, server } = await both((side) => ({
      method: 'GET',
      url: '/api/staff/listing-queue',
      token: side === 'mock' ? mockSession.token : realSession.token,
    }));
    expect(mock).toEqual({ status: 403, body: { message: 'Only the Nivaas team can review listings' } });
    expect(server).toEqual(mock);
  });
});

describe('contract: saved searches (docs/listings.md#saved-searches)', () => {
  const token = (side: 'mock' | 'server') => (side === 'mock' ? mockSession.token : realSession.token);

  it('a buyer saves, lists, turns alerts off and deletes a search; a bad name or another id is refused alike', async () => {
    const anonymous = await both(() => ({ method: 'GET', url: apiPaths.savedSearches }));
    expect([anonymous.mock.status, anonymous.server.status]).toEqual([401, 401]);

    const unnamed = await both((side) => ({
      method: 'POST',
      url: apiPaths.savedSearches,
      body: { name: '', query: 'city=Pune' },
      token: token(side),
    }));
    expect(unnamed.mock).toEqual({ status: 400, body: { message: savedSearchMessages.nameMissing } });
    expect(unnamed.server).toEqual(unnamed.mock);

    const saved = await both((side) => ({
      method: 'POST',
      url: apiPaths.savedSearches,
      body: { name: '2 BHK in Baner, Pune', query: 'city=Pune&q=Baner&bhk=2&page=3' },
      token: token(side),
    }));
    expect([saved.mock.status, saved.server.status]).toEqual([201, 201]);
    const [mockSaved, serverSaved] = [saved.mock.body, saved.server.body].map((b) => savedSearchSchema.parse(b));
    expect({ ...serverSaved, _id: '', createdAt: '' }).toEqual({ ...mockSaved!, _id: '', createdAt: '' });

    const again = await both((side) => ({
      method: 'POST',
      url: apiPaths.savedSearches,
      body: { name: 'Baner again', query: 'bhk=2&q=Baner&city=Pune&sort=price-asc' },
      token: token(side),
    }));
    expect(again.mock).toEqual({ status: 409, body: { message: savedSearchMessages.alreadySaved } });
    expect(again.server).toEqual(again.mock);

    const list = await both((side) => ({ method: 'GET', url: apiPaths.savedSearches, token: token(side) }));
    for (const answer of [list.mock, list.server])
      expect(savedSearchesResponseSchema.parse(answer.body).savedSearches[0]?.name).toBe('2 BHK in Baner, Pune');

    const idOf = (side: 'mock' | 'server') => (side === 'mock' ? mockSaved! : serverSaved!)._id;
    const off = await both((side) => ({
      method: 'PATCH',
      url: apiPaths.savedSearch(idOf(side)),
      body: { alerts: false },
      token: token(side),
    }));
    expect([off.mock.status, off.server.status]).toEqual([200, 200]);
    expect([off.mock.body, off.server.body].map((b) => savedSearchSchema.parse(b).alerts)).toEqual([false, false]);

    const unknown = await both((side) => ({
      method: 'PATCH',
      url: apiPaths.savedSearch('no-such-search'),
      body: { alerts: true },
      token: token(side),
    }));
    expect(unknown.mock).toEqual({ status: 404, body: { message: savedSearchMessages.notFound } });
    expect(unknown.server).toEqual(unknown.mock);

    const removed = await both((side) => ({
      method: 'DELETE',
      url: apiPaths.savedSearch(idOf(side)),
      token: token(side),
    }));
    expect(removed.mock).toEqual({ status: 204, body: null });
    expect(removed.server).toEqual(removed.mock);
  });

  it("unsubscribe: the e-mail's token works without signing in; a forged one is refused alike", async () => {
    const forged = await both(() => ({
      method: 'POST',
      url: apiPaths.unsubscribeAlerts,
      body: { token: 'no-such-search.forged' },
    }));
    expect(forged.mock).toEqual({ status: 400, body: { message: savedSearchMessages.badUnsubscribeLink } });
    expect(forged.server).toEqual(forged.mock);

    const saved = await real.app.inject({
      method: 'POST',
      url: apiPaths.savedSearches,
      payload: { name: 'Villas in Goa', query: 'city=Goa&type=villa' },
      headers: { authorization: `Bearer ${realSession.token}` },
    });
    const mockSearch = db.savedSearches.find((s) => s.userId === mockSession._id)!;
    const done = await both((side) => ({
      method: 'POST',
      url: apiPaths.unsubscribeAlerts,
      body: {
        token:
          side === 'mock'
            ? `${mockSearch._id}.${MOCK_UNSUBSCRIBE_SIGNATURE}`
            : unsubscribeToken(real.app.services.config.jwtSecret, saved.json<{ _id: string }>()._id),
      },
    }));
    expect([done.mock.status, done.server.status]).toEqual([200, 200]);
    expect(done.server.body).toEqual({ name: 'Villas in Goa' });
    expect(unsubscribeResponseSchema.parse(done.mock.body)).toEqual({ name: mockSearch.name });
  });
});

describe('contract: notifications (docs/notifications.md#api)', () => {
  const token = (side: 'mock' | 'server') => (side === 'mock' ? mockSession.token : realSession.token);

  it("lists, counts, marks one and all read; another account's notification is 404 alike", async () => {
    await notify(
      real.app.services.db,
      { userId: realSession._id, kind: 'reply', thread: 'inquiry:contract', text: 'A reply', link: '/buyer' },
      real.app.services.config.now(),
    );
    const anonymous = await both(() => ({ method: 'GET', url: apiPaths.notificationsUnread }));
    expect([anonymous.mock.status, anonymous.server.status]).toEqual([401, 401]);
    // Each buyer has the replies of the thread tests above too, as many as each side wrote: the counts
    // differ, not the shape.
    const unread = await both((side) => ({ method: 'GET', url: apiPaths.notificationsUnread, token: token(side) }));
    for (const answer of [unread.mock, unread.server]) {
      expect(answer.status).toBe(200);
      expect(unreadNotificationsSchema.parse(answer.body).unread).toBeGreaterThan(0);
    }

    const list = await both((side) => ({ method: 'GET', url: apiPaths.notifications, token: token(side) }));
    const [mockPage, serverPage] = [list.mock.body, list.server.body].map((b) => notificationPageSchema.parse(b));
    expect([mockPage!.notifications[0]!.kind, serverPage!.notifications[0]!.kind]).toEqual(['reply', 'reply']);
    const badPage = await both((side) => ({
      method: 'GET',
      url: `${apiPaths.notifications}?page=0`,
      token: token(side),
    }));
    expect(badPage.mock).toEqual({ status: 400, body: { message: notificationMessages.badPage } });
    expect(badPage.server).toEqual(badPage.mock);

    const someoneElses = db.notifications.find((n) => n.userId !== mockSession._id)!._id;
    const stranger = await both((side) => ({
      method: 'POST',
      url: apiPaths.notificationRead(side === 'mock' ? someoneElses : 'someone-elses'),
      token: token(side),
    }));
    expect(stranger.mock).toEqual({ status: 404, body: { message: notificationMessages.notFound } });
    expect(stranger.server).toEqual(stranger.mock);

    const idOf = (page: NotificationPage) => page.notifications[0]!._id;
    const one = await both((side) => ({
      method: 'POST',
      url: apiPaths.notificationRead(idOf(side === 'mock' ? mockPage! : serverPage!)),
      token: token(side),
    }));
    for (const answer of [one.mock, one.server])
      expect(notificationSchema.parse(answer.body).readAt).toEqual(expect.any(String));
    const all = await both((side) => ({ method: 'POST', url: apiPaths.notificationsRead, token: token(side) }));
    expect(all.mock).toEqual({ status: 200, body: { unread: 0 } });
    expect(all.server).toEqual(all.mock);
  });

  it('mute choices: read, set, refused alike when unknown; the mail link works without signing in', async () => {
    const none = await both((side) => ({ method: 'GET', url: apiPaths.notificationMutes, token: token(side) }));
    expect(none.mock).toEqual({ status: 200, body: { muted: [] } });
    expect(none.server).toEqual(none.mock);
    const bad = await both((side) => ({
      method: 'PUT',
      url: apiPaths.notificationMutes,
      body: { muted: ['spam'] },
      token: token(side),
    }));
    expect(bad.mock).toEqual({ status: 400, body: { message: notificationMessages.badKind } });
    expect(bad.server).toEqual(bad.mock);
    const set = await both((side) => ({
      method: 'PUT',
      url: apiPaths.notificationMutes,
      body: { muted: ['reply'] },
      token: token(side),
    }));
    expect(set.mock).toEqual({ status: 200, body: { muted: ['reply'] } });
    expect(set.server).toEqual(set.mock);

    const forged = await both(() => ({
      method: 'POST',
      url: apiPaths.muteNotificationsByLink,
      body: { token: 'x.review.forged' },
    }));
    expect(forged.mock).toEqual({ status: 400, body: { message: notificationMessages.badMuteLink } });
    expect(forged.server).toEqual(forged.mock);
    const byLink = await both((side) => ({
      method: 'POST',
      url: apiPaths.muteNotificationsByLink,
      body: {
        token:
          side === 'mock'
            ? `${mockSession._id}.review.${MOCK_MUTE_SIGNATURE}`
            : muteToken(real.app.services.config.jwtSecret, realSession._id, 'review'),
      },
    }));
    expect(byLink.mock).toEqual({ status: 200, body: { kind: 'review' } });
    expect(byLink.server).toEqual(byLink.mock);
  });
});

describe('contract: listings that stay true (docs/listings.md#confirmed-available)', () => {
  const ids = { mock: '', server: '' };
  const sellers = { mock: '', server: '' };
  const buyer = (side: 'mock' | 'server') => (side === 'mock' ? mockSession.token : realSession.token);
  beforeAll(async () => {
    const seller = await real.signUp('Seller', { email: 'contract.fresh@example.in' });
    const listing = await createListing(real.app, seller.token, listingFields('flat', { title: 'Contract fresh' }));
    await approveListing(real.app, await staffToken(real), listing._id);
    const mockSeller = db.accounts.find((a) => a.role === 'Seller')!;
    Object.assign(sellers, { mock: mockSeller.token, server: seller.token });
    Object.assign(ids, {
      mock: db.listings.find((l) => l.postedBy === mockSeller._id && l.reviewState === 'approved')!._id,
      server: listing._id,
    });
  });

  it('confirm: the owner confirms, someone else is refused; a forged link is 400', async () => {
    const stranger = await both((side) => ({
      method: 'POST',
      url: apiPaths.confirmListing(ids[side]),
      token: buyer(side),
    }));
    expect(stranger.mock).toEqual({ status: 403, body: { message: listingMessages.notYourListing } });
    expect(stranger.server).toEqual(stranger.mock);
    const own = await both((side) => ({
      method: 'POST',
      url: apiPaths.confirmListing(ids[side]),
      token: sellers[side],
    }));
    for (const answer of [own.mock, own.server]) expect(listingSchema.parse(answer.body).status).toBe('live');
    const forged = await both(() => ({ method: 'POST', url: apiPaths.confirmListingByLink, body: { token: 'a.1.b' } }));
    expect(forged.mock).toEqual({ status: 400, body: { message: freshnessMessages.linkInvalid } });
    expect(forged.server).toEqual(forged.mock);
    // A good link (the mocks sign as `mock-confirm.{id}`) names the listing it confirmed, for the page.
    const { config } = real.app.services;
    const linked = await both((side) => ({
      method: 'POST',
      url: apiPaths.confirmListingByLink,
      body: {
        token:
          side === 'mock' ? `mock-confirm.${ids.mock}` : confirmLinkToken(config.jwtSecret, ids.server, config.now()),
      },
    }));
    for (const [side, answer] of [
      ['mock', linked.mock],
      ['server', linked.server],
    ] as const) {
      expect(answer.status).toBe(200);
      expect(linkConfirmationSchema.parse(answer.body).listing._id).toBe(ids[side]);
    }
  });

  it('reports: the rules answer 400 alike; staff calls are the team’s alone', async () => {
    const noText = await both((side) => ({
      method: 'POST',
      url: apiPaths.reportListing(ids[side]),
      body: { reason: 'other', text: '' },
      token: buyer(side),
    }));
    expect(noText.mock).toEqual({ status: 400, body: { message: freshnessMessages.textRequired } });
    expect(noText.server).toEqual(noText.mock);
    const sent = await both((side) => ({
      method: 'POST',
      url: apiPaths.reportListing(ids[side]),
      body: { reason: 'wrong price' },
      token: buyer(side),
    }));
    expect(sent.mock).toEqual({ status: 201, body: { message: freshnessMessages.reported } });
    expect(sent.server).toEqual(sent.mock);
    for (const url of [apiPaths.staffReports]) {
      const refused = await both((side) => ({ method: 'GET', url, token: buyer(side) }));
      expect(refused.mock).toEqual({ status: 403, body: { message: listingMessages.onlyStaff } });
      expect(refused.server).toEqual(refused.mock);
    }
    for (const url of [apiPaths.staffRestoreListing, apiPaths.staffRemoveListing]) {
      const refused = await both((side) => ({
        method: 'POST',
        url: url(ids[side]),
        body: { reason: 'Fake photos' },
        token: buyer(side),
      }));
      expect(refused.mock).toEqual({ status: 403, body: { message: listingMessages.onlyStaff } });
      expect(refused.server).toEqual(refused.mock);
    }
  });

  it('reports: staff read the reported listings alike, a removal needs a reason, a restore dismisses them once', async () => {
    // The buyer's report of the test above is the listing's one open report on each side.
    const staff = { mock: db.accounts.find((a) => a.isStaff)!.token, server: await staffToken(real) };
    const queue = await both((side) => ({ method: 'GET', url: apiPaths.staffReports, token: staff[side] }));
    for (const side of ['mock', 'server'] as const) {
      expect(queue[side].status).toBe(200);
      const entry = reportedListingListSchema.parse(queue[side].body).find((l) => l.listingId === ids[side]);
      // docs/listings.md#report-weight: both buyers' accounts are new, so it waits for staff, live.
      expect(entry).toMatchObject({
        status: 'live',
        reports: [{ reason: 'wrong price', text: '', weight: 'new account' }],
        ownerResponse: null,
      });
    }
    const noReason = await both((side) => ({
      method: 'POST',
      url: apiPaths.staffRemoveListing(ids[side]),
      body: { reason: ' ' },
      token: staff[side],
    }));
    expect(noReason.mock).toEqual({ status: 400, body: { message: freshnessMessages.removeReasonRequired } });
    expect(noReason.server).toEqual(noReason.mock);
    // docs/listings.md#report-response: only a held listing's owner responds, once.
    const respond = (text: string, token: (side: 'mock' | 'server') => string) =>
      both((side) => ({
        method: 'POST',
        url: apiPaths.respondToReports(ids[side]),
        body: { text },
        token: token(side),
      }));
    const empty = await respond(' ', (side) => sellers[side]);
    expect(empty.mock).toEqual({ status: 400, body: { message: freshnessMessages.responseRequired } });
    expect(empty.server).toEqual(empty.mock);
    const stranger = await respond('Not mine', buyer);
    expect(stranger.mock).toEqual({ status: 403, body: { message: listingMessages.notYourListing } });
    expect(stranger.server).toEqual(stranger.mock);
    const notHeld = await respond('It is available.', (side) => sellers[side]);
    expect(notHeld.mock).toEqual({ status: 409, body: { message: freshnessMessages.notHeld } });
    expect(notHeld.server).toEqual(notHeld.mock);
    const restore = () =>
      both((side) => ({ method: 'POST', url: apiPaths.staffRestoreListing(ids[side]), token: staff[side] }));
    const restored = await restore();
    expect(restored.mock).toEqual({ status: 200, body: { message: 'Listing restored' } });
    expect(restored.server).toEqual(restored.mock);
    const again = await restore();
    expect(again.mock).toEqual({ status: 409, body: { message: freshnessMessages.noReports } });
    expect(again.server).toEqual(again.mock);
  });

  it('mark as sold: refused to others, the owner’s listing leaves search', async () => {
    const stranger = await both((side) => ({
      method: 'POST',
      url: apiPaths.closeListing(ids[side]),
      token: buyer(side),
    }));
    expect(stranger.mock).toEqual({ status: 403, body: { message: listingMessages.notYourListing } });
    expect(stranger.server).toEqual(stranger.mock);
    const sold = await both((side) => ({
      method: 'POST',
      url: apiPaths.closeListing(ids[side]),
      token: sellers[side],
    }));
    for (const answer of [sold.mock, sold.server]) expect(listingSchema.parse(answer.body).status).toBe('sold');
    const visitor = await both((side) => ({ method: 'GET', url: apiPaths.listing(ids[side]) }));
    expect(visitor.mock).toEqual({ status: 410, body: { message: freshnessMessages.sold } });
    expect(visitor.server).toEqual(visitor.mock);
    // docs/listings.md#favourites-availability: a buyer who saved it sees it marked sold, on both sides.
    const saved = await both((side) => ({
      method: 'POST',
      url: apiPaths.favourites,
      body: { propertyId: ids[side] },
      token: buyer(side),
    }));
    for (const side of ['mock', 'server'] as const) {
      const { favorites } = favouritesResponseSchema.parse(saved[side].body);
      expect(favorites.find((f) => f._id === ids[side])?.listingStatus, side).toBe('sold');
    }
  });
});

describe('contract: Idempotency-Key on creating writes (docs/api.md#idempotency)', () => {
  const token = (side: 'mock' | 'server') => (side === 'mock' ? mockSession.token : realSession.token);
  const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

  it('a repeated key is answered again, another body with it is 422, a malformed key 400, on both sides', async () => {
    const save = (key: string, name: string) =>
      both((side) => ({
        method: 'POST',
        url: apiPaths.savedSearches,
        body: { name, query: 'city=Nashik' },
        token: token(side),
        headers: keyed(key),
      }));
    const first = await save('contract-key-1', 'Nashik');
    expect([first.mock.status, first.server.status]).toEqual([201, 201]);
    const again = await save('contract-key-1', 'Nashik');
    expect(again.mock).toEqual(first.mock);
    expect(again.server).toEqual(first.server);
    const changed = await save('contract-key-1', 'Nashik homes');
    expect(changed.mock).toEqual({ status: 422, body: { message: idempotencyMessages.reusedKey } });
    expect(changed.server).toEqual(changed.mock);
    const malformed = await save('short', 'Nashik');
    expect(malformed.mock).toEqual({ status: 400, body: { message: idempotencyMessages.badKey } });
    expect(malformed.server).toEqual(malformed.mock);
  });

  it('a listing posted twice with one key is one listing, with the same answer', async () => {
    const seller = {
      mock: db.accounts.find((a) => a.role === 'Seller')!.token,
      server: (await real.signUp('Seller')).token,
    };
    const photos = await listingPhotos(1);
    const post = () =>
      both((side) => ({
        method: 'POST',
        url: apiPaths.listings,
        body: toListingFormData(listingFields('flat', { title: 'Posted once' }), { photos }),
        token: seller[side],
        headers: keyed('contract-listing-key'),
      }));
    const [first, again] = [await post(), await post()];
    expect([first.mock.status, first.server.status]).toEqual([201, 201]);
    expect(again).toEqual(first);
    expect(db.listings.filter((l) => l.title === 'Posted once')).toHaveLength(1);
  });
});

describe('contract: published versions and revisions (docs/review.md#revisions)', () => {
  type Side = 'mock' | 'server';
  const tokens = { mock: { owner: '', builder: '', staff: '' }, server: { owner: '', builder: '', staff: '' } };
  const buyer = (side: Side) => (side === 'mock' ? mockSession.token : realSession.token);
  beforeAll(async () => {
    tokens.server = {
      owner: (await real.signUp('Seller', { email: 'contract.reviser@example.in' })).token,
      builder: (await real.signUp('Builder', { email: 'contract.revising.builder@example.in' })).token,
      staff: await staffToken(real),
    };
    const mockToken = (match: (a: (typeof db.accounts)[number]) => boolean) => db.accounts.find(match)!.token;
    tokens.mock = {
      owner: mockToken((a) => a.role === 'Seller'),
      builder: mockToken((a) => a.role === 'Builder'),
      staff: mockToken((a) => a.isStaff === true),
    };
  });
  const as = (who: 'owner' | 'builder' | 'staff') => (side: Side) => tokens[side][who];
  /** Each side's answer, parsed by the contract's schema, after the statuses were as expected. */
  const bodies = <T>(answers: { mock: Answer; server: Answer }, parse: (body: unknown) => T, status = 200) => {
    expect([answers.mock.status, answers.server.status]).toEqual([status, status]);
    return { mock: parse(answers.mock.body), server: parse(answers.server.body) };
  };
  const eachSide = <T>(values: Record<Side, T>, check: (value: T) => void) => {
    for (const side of ['mock', 'server'] as const) check(values[side]);
  };
  /** Each side's item in its list, by that side's id. */
  const itemIn = <T extends { _id: string }>(lists: Record<Side, T[]>, item: Record<Side, { _id: string }>) => ({
    mock: lists.mock.find((found) => found._id === item.mock._id),
    server: lists.server.find((found) => found._id === item.server._id),
  });
  /**
   * docs/api.md#caching: each signed-in read that carries the revision is private, no-store on both
   * sides; the signed-out read of the item, which never carries it, is not.
   */
  async function expectRevisionReadsPrivate(
    reads: [url: (side: Side) => string, token: (side: Side) => string][],
    publicUrl: (side: Side) => string,
  ) {
    for (const [url, token] of reads)
      expect(await cacheControls((side) => ({ method: 'GET', url: url(side), token: token(side) }))).toEqual({
        mock: SIGNED_IN_CACHE_CONTROL,
        server: SIGNED_IN_CACHE_CONTROL,
      });
    eachSide(await cacheControls((side) => ({ method: 'GET', url: publicUrl(side) })), (cacheControl) =>
      expect(cacheControl).not.toBe(SIGNED_IN_CACHE_CONTROL),
    );
  }
  /** An item its owner posts and staff approve on each side: the approval's answers. */
  async function liveOnBothSides<T extends { _id: string }>(
    post: (side: Side) => Call,
    approvePath: (id: string) => string,
    parse: (body: unknown) => T,
  ) {
    const ids = bodies(await both(post), (body) => parse(body)._id, 201);
    const approved = await both((side) => ({ method: 'POST', url: approvePath(ids[side]), token: as('staff')(side) }));
    return bodies(approved, parse);
  }

  describe('a live listing', () => {
    const live = { mock: {} as Listing, server: {} as Listing };
    beforeAll(async () => {
      const photos = await listingPhotos(2);
      Object.assign(
        live,
        await liveOnBothSides(
          (side) => ({
            method: 'POST',
            url: apiPaths.listings,
            body: toListingFormData(listingFields('flat', { title: 'Revision flat' }), { photos }),
            token: as('owner')(side),
          }),
          apiPaths.staffApproveListing,
          (body) => listingSchema.parse(body),
        ),
      );
    });
    const edit = (change: Parameters<typeof listingFields>[1]) =>
      both((side) => ({
        method: 'PUT',
        url: apiPaths.listing(live[side]._id),
        body: toListingFormData(listingFields('flat', { title: 'Revision flat', ...change }), {
          photos: [],
          keptPhotos: live[side].photos.map((photo) => photo.url),
        }),
        token: as('owner')(side),
      }));
    const read = (token?: (side: Side) => string) =>
      both((side) => ({ method: 'GET', url: apiPaths.listing(live[side]._id), token: token?.(side) }));
    const listIn = async (url: string, token: (side: Side) => string) => {
      const lists = bodies(await both((side) => ({ method: 'GET', url, token: token(side) })), (body) =>
        listingListSchema.parse(body),
      );
      return itemIn(lists, live);
    };

    it('a price move within 10 % and availability go live at once, with no revision', async () => {
      const moved = bodies(
        await edit({ price: 4_700_000, availability: 'under construction', ageYears: null, possessionBy: '2027-06' }),
        (body) => listingSchema.parse(body),
      );
      eachSide(moved, (listing) => {
        expect([listing.price, listing.availability, listing.revision]).toEqual([
          4_700_000,
          'under construction',
          undefined,
        ]);
      });
      eachSide(
        bodies(await read(), (body) => listingSchema.parse(body)),
        (listing) => expect(listing.price).toBe(4_700_000),
      );
    });

    it('an edit of its text waits as the revision: the owner and staff read it, the public and a buyer do not', async () => {
      const first = bodies(await edit({ title: 'Revision flat, renovated' }), (body) => listingSchema.parse(body));
      eachSide(first, (listing) => {
        expect([listing.title, listing.reviewState]).toEqual(['Revision flat', 'approved']);
        expect(listing.revision).toMatchObject({
          state: 'pending_review',
          version: { title: 'Revision flat, renovated' },
        });
      });
      // A second edit updates the same revision, first sent when it was.
      const second = bodies(await edit({ title: 'Revision flat, newly renovated' }), (body) =>
        listingSchema.parse(body),
      );
      for (const side of ['mock', 'server'] as const) {
        expect(second[side].revision?.submittedAt).toBe(first[side].revision?.submittedAt);
        expect(second[side].revision?.version.title).toBe('Revision flat, newly renovated');
      }
      for (const token of [undefined, buyer])
        eachSide(
          bodies(await read(token), (body) => listingSchema.parse(body)),
          (listing) => {
            expect([listing.title, listing.revision]).toEqual(['Revision flat', undefined]);
          },
        );
      eachSide(
        bodies(await read(as('owner')), (body) => listingSchema.parse(body)),
        (listing) => expect(listing.revision?.state).toBe('pending_review'),
      );
      for (const [url, token] of [
        [apiPaths.myListings, as('owner')],
        [apiPaths.staffListingQueue, as('staff')],
      ] as const)
        eachSide(await listIn(url, token), (listing) =>
          expect([listing?.title, listing?.revision?.version.title]).toEqual([
            'Revision flat',
            'Revision flat, newly renovated',
          ]),
        );
    });

    it('every read that carries the revision is private, no-store: the owner, staff, My listings, the queue', async () => {
      const page = (side: Side) => apiPaths.listing(live[side]._id);
      await expectRevisionReadsPrivate(
        [
          [page, as('owner')],
          [page, as('staff')],
          [() => apiPaths.myListings, as('owner')],
          [() => apiPaths.staffListingQueue, as('staff')],
        ],
        page,
      );
    });

    it('reject keeps the published version and tells the owner why; only a waiting edit is decided', async () => {
      const reason = 'Please describe what was renovated';
      const rejected = await both((side) => ({
        method: 'POST',
        url: apiPaths.staffRejectListing(live[side]._id),
        body: { reason },
        token: as('staff')(side),
      }));
      eachSide(
        bodies(rejected, (body) => listingSchema.parse(body)),
        (listing) => {
          expect([listing.title, listing.reviewState]).toEqual(['Revision flat', 'approved']);
          expect(listing.revision).toMatchObject({ state: 'rejected', reason });
        },
      );
      eachSide(await listIn(apiPaths.myListings, as('owner')), (listing) =>
        expect(listing?.revision).toMatchObject({ state: 'rejected', reason }),
      );
      eachSide(await listIn(apiPaths.staffListingQueue, as('staff')), (listing) => expect(listing).toBeUndefined());
      const again = await both((side) => ({
        method: 'POST',
        url: apiPaths.staffApproveListing(live[side]._id),
        token: as('staff')(side),
      }));
      expect(again.mock).toEqual({ status: 409, body: { message: listingMessages.notWaiting } });
      expect(again.server).toEqual(again.mock);
    });

    it('withdraw: refused to others, the owner takes the changes back, then there are none', async () => {
      const withdraw = (token: (side: Side) => string) =>
        both((side) => ({ method: 'DELETE', url: apiPaths.listingRevision(live[side]._id), token: token(side) }));
      const stranger = await withdraw(buyer);
      expect(stranger.mock).toEqual({ status: 403, body: { message: listingMessages.notYourListing } });
      expect(stranger.server).toEqual(stranger.mock);
      const withdrawn = bodies(await withdraw(as('owner')), (body) =>
        messageResponseSchema.extend({ listing: listingSchema }).parse(body),
      );
      eachSide(withdrawn, ({ message, listing }) => {
        expect([message, listing.title, listing.revision]).toEqual([
          revisionMessages.withdrawn,
          'Revision flat',
          undefined,
        ]);
      });
      const none = await withdraw(as('owner'));
      expect(none.mock).toEqual({ status: 404, body: { message: revisionMessages.noRevision } });
      expect(none.server).toEqual(none.mock);
    });

    it('approve publishes the waiting edit: everyone reads it, it leaves the queue', async () => {
      await edit({ title: 'Revision flat, published' });
      const approved = await both((side) => ({
        method: 'POST',
        url: apiPaths.staffApproveListing(live[side]._id),
        token: as('staff')(side),
      }));
      eachSide(
        bodies(approved, (body) => listingSchema.parse(body)),
        (listing) => {
          expect([listing.title, listing.reviewState, listing.revision]).toEqual([
            'Revision flat, published',
            'approved',
            undefined,
          ]);
        },
      );
      eachSide(
        bodies(await read(), (body) => listingSchema.parse(body)),
        (listing) => expect(listing.title).toBe('Revision flat, published'),
      );
      eachSide(await listIn(apiPaths.staffListingQueue, as('staff')), (listing) => expect(listing).toBeUndefined());
    });
  });

  describe('a live project', () => {
    const live = { mock: {} as BuilderProject, server: {} as BuilderProject };
    beforeAll(async () => {
      const files = await projectFiles();
      Object.assign(
        live,
        await liveOnBothSides(
          (side) => ({
            method: 'POST',
            url: apiPaths.builderProjects,
            body: toProjectFormData(projectFields('flat', { projectName: 'Revision Towers' }), files),
            token: as('builder')(side),
          }),
          apiPaths.approveProject,
          (body) => builderProjectSchema.parse(body),
        ),
      );
    });
    const edit = (fields: Parameters<typeof toProjectFormData>[0]) =>
      both((side) => ({
        method: 'PUT',
        url: apiPaths.builderProject(live[side]._id),
        body: toProjectFormData(fields, {
          bannerPhoto: null,
          blueprintPhotos: [],
          additionalPhotos: [],
          keptMedia: live[side].media,
        }),
        token: as('builder')(side),
      }));
    const fields = (change: Parameters<typeof projectFields>[1] = {}) =>
      projectFields('flat', { projectName: 'Revision Towers', ...change });
    const read = (token?: (side: Side) => string) =>
      both((side) => ({ method: 'GET', url: apiPaths.builderProject(live[side]._id), token: token?.(side) }));
    const listIn = async (url: string, token: (side: Side) => string) => {
      const lists = bodies(
        await both((side) => ({ method: 'GET', url, token: token(side) })),
        // The queue's builder is the reviewer's card of them, not the public profile.
        (body): Omit<BuilderProject, 'builder'>[] =>
          (url === apiPaths.reviewQueue ? reviewQueueSchema : builderProjectListSchema).parse(body),
      );
      return itemIn(lists, live);
    };
    const decide = (decision: 'approve' | 'reject', body?: object) =>
      both((side) => ({
        method: 'POST',
        url: (decision === 'approve' ? apiPaths.approveProject : apiPaths.rejectProject)(live[side]._id),
        body,
        token: as('staff')(side),
      }));

    it('unit prices within 10 % and construction progress go live at once', async () => {
      const cheaper = fields({ projectStatus: 'complete soon', completionTimeline: '6 months' });
      cheaper.flatDetails.configurations[0]!.price = 9_000_000;
      eachSide(
        bodies(await edit(cheaper), (body) => builderProjectSchema.parse(body)),
        (project) => {
          expect([project.expectedPrice, project.projectStatus, project.revision]).toEqual([
            9_000_000,
            'complete soon',
            undefined,
          ]);
        },
      );
    });

    it('an edit of its text waits as the revision: the builder and staff read it, the public does not', async () => {
      const description = 'Now with a clubhouse';
      const edited = bodies(await edit(fields({ description })), (body) => builderProjectSchema.parse(body));
      eachSide(edited, (project) => {
        expect(project.reviewState).toBe('approved');
        expect(project.revision).toMatchObject({ state: 'pending_review', version: { description } });
        expect(project.description).not.toBe(description);
      });
      for (const token of [undefined, buyer])
        eachSide(
          bodies(await read(token), (body) => builderProjectSchema.parse(body)),
          (project) => {
            expect([project.description === description, project.revision]).toEqual([false, undefined]);
          },
        );
      for (const [url, token] of [
        [apiPaths.myBuilderProjects, as('builder')],
        [apiPaths.reviewQueue, as('staff')],
      ] as const)
        eachSide(await listIn(url, token), (project) =>
          expect(project?.revision?.version.description).toBe(description),
        );
    });

    it('every read that carries the revision is private, no-store: the builder, staff, My projects, the queue', async () => {
      const page = (side: Side) => apiPaths.builderProject(live[side]._id);
      await expectRevisionReadsPrivate(
        [
          [page, as('builder')],
          [page, as('staff')],
          [() => apiPaths.myBuilderProjects, as('builder')],
          [() => apiPaths.reviewQueue, as('staff')],
        ],
        page,
      );
    });

    it('reject keeps the published version with the reason; the builder withdraws it, once; others are refused', async () => {
      const reason = 'Please show the clubhouse on the plan';
      eachSide(
        bodies(await decide('reject', { reason }), (body) => builderProjectSchema.parse(body)),
        (project) => {
          expect([project.reviewState, project.revision?.state, project.revision?.reason]).toEqual([
            'approved',
            'rejected',
            reason,
          ]);
        },
      );
      eachSide(await listIn(apiPaths.myBuilderProjects, as('builder')), (project) =>
        expect(project?.revision).toMatchObject({ state: 'rejected', reason }),
      );
      const again = await decide('approve');
      expect(again.mock).toEqual({ status: 409, body: { message: projectMessages.notWaiting } });
      expect(again.server).toEqual(again.mock);
      const withdraw = (token: (side: Side) => string) =>
        both((side) => ({
          method: 'DELETE',
          url: apiPaths.builderProjectRevision(live[side]._id),
          token: token(side),
        }));
      const stranger = await withdraw(buyer);
      expect(stranger.mock).toEqual({ status: 403, body: { message: projectMessages.notYourProject } });
      expect(stranger.server).toEqual(stranger.mock);
      const withdrawn = bodies(await withdraw(as('builder')), (body) =>
        messageResponseSchema.extend({ project: builderProjectSchema }).parse(body),
      );
      eachSide(withdrawn, ({ message, project }) => {
        expect([message, project.revision]).toEqual([revisionMessages.withdrawn, undefined]);
      });
      const none = await withdraw(as('builder'));
      expect(none.mock).toEqual({ status: 404, body: { message: revisionMessages.noRevision } });
      expect(none.server).toEqual(none.mock);
    });

    it('approve publishes the waiting edit for everyone', async () => {
      await edit(fields({ description: 'Now with a lake view' }));
      eachSide(
        bodies(await decide('approve'), (body) => builderProjectSchema.parse(body)),
        (project) => {
          expect([project.description, project.revision]).toEqual(['Now with a lake view', undefined]);
        },
      );
      eachSide(
        bodies(await read(), (body) => builderProjectSchema.parse(body)),
        (project) => expect(project.description).toBe('Now with a lake view'),
      );
      eachSide(await listIn(apiPaths.reviewQueue, as('staff')), (project) => expect(project).toBeUndefined());
    });
  });
});

describe('contract: builder inquiries and leads (docs/leads.md)', () => {
  const tokens = { mock: { builder: '', buyer: '' }, server: { builder: '', buyer: '' } };
  const projectIds = { mock: '', server: '' };
  beforeAll(async () => {
    const builder = await real.signUp('Builder', { email: 'contract.leads@example.in' });
    const project = await createProject(real.app, builder.token);
    await real.app.services.db
      .update(builderProjects)
      .set({ reviewState: 'approved' })
      .where(eq(builderProjects.id, project._id));
    const mockBuilder = db.accounts.find((a) => a.role === 'Builder')!;
    tokens.mock = { builder: mockBuilder.token, buyer: mockSession.token };
    tokens.server = { builder: builder.token, buyer: realSession.token };
    projectIds.mock = db.projects.find((p) => p.postedBy === mockBuilder._id && p.reviewState === 'approved')!._id;
    projectIds.server = project._id;
  });
  const as = (who: 'builder' | 'buyer') => (side: 'mock' | 'server') => tokens[side][who];

  it('a buyer asks a builder about a live project: the same consent thread, answered as the buyer sees it', async () => {
    const asked = await both((side) => ({
      method: 'POST',
      url: apiPaths.projectInquiries(projectIds[side]),
      body: { name: 'Asha Rao', message: 'Is a 3 BHK left?', sharePhone: true, phone: '9876543210' },
      token: as('buyer')(side),
    }));
    for (const answer of [asked.mock, asked.server]) {
      expect(answer.status).toBe(201);
      expect(sentInquirySchema.parse(answer.body)).toMatchObject({
        kind: 'builder-project',
        poster: { role: 'Builder' },
        sharedPhone: '9876543210',
        listingStatus: 'live',
      });
    }
    const missing = await both((side) => ({
      method: 'POST',
      url: apiPaths.projectInquiries('no-such-project'),
      body: { name: 'Asha Rao', message: 'Hello' },
      token: as('buyer')(side),
    }));
    expect(missing.mock).toEqual({ status: 404, body: { message: 'Property not found' } });
    expect(missing.server).toEqual(missing.mock);
    const byBuilder = await both((side) => ({
      method: 'POST',
      url: apiPaths.projectInquiries(projectIds[side]),
      body: { name: 'A builder', message: 'Hello' },
      token: as('builder')(side),
    }));
    expect(byBuilder.mock).toEqual({ status: 403, body: { message: 'Only buyers can send inquiries' } });
    expect(byBuilder.server).toEqual(byBuilder.mock);
  });

  it("the builder's leads: a list of the same shape, the changes refused and saved alike, 403 for a buyer", async () => {
    const list = await both((side) => ({ method: 'GET', url: apiPaths.myLeads, token: as('builder')(side) }));
    const leadIds = { mock: '', server: '' };
    for (const side of ['mock', 'server'] as const) {
      expect(list[side].status).toBe(200);
      const parsed = leadListSchema.parse(list[side].body);
      const asked = parsed.leads.find((lead) => lead.interests.some((i) => i.propertyId === projectIds[side]));
      expect(asked?.interests[0]).toMatchObject({ kind: 'builder-project', state: 'new' });
      leadIds[side] = asked!._id;
    }
    const badFilter = await both((side) => ({
      method: 'GET',
      url: `${apiPaths.myLeads}?stage=sold`,
      token: as('builder')(side),
    }));
    expect(badFilter.mock).toEqual({ status: 400, body: { message: leadMessages.badStage } });
    expect(badFilter.server).toEqual(badFilter.mock);
    const byBuyer = await both((side) => ({ method: 'GET', url: apiPaths.myLeads, token: as('buyer')(side) }));
    expect(byBuyer.mock).toEqual({ status: 403, body: { message: leadMessages.onlyOwners } });
    expect(byBuyer.server).toEqual(byBuyer.mock);

    const change = (body: object, id?: string) =>
      both((side) => ({ method: 'PATCH', url: apiPaths.lead(id ?? leadIds[side]), body, token: as('builder')(side) }));
    const noReason = await change({ stage: 'lost' });
    expect(noReason.mock).toEqual({ status: 400, body: { message: leadMessages.lostNeedsReason } });
    expect(noReason.server).toEqual(noReason.mock);
    const badDay = await change({ followUpOn: '2026-13-01' });
    expect(badDay.mock).toEqual({ status: 400, body: { message: leadMessages.badDate } });
    expect(badDay.server).toEqual(badDay.mock);
    const unknown = await change({ stage: 'won' }, 'no-such-lead');
    expect(unknown.mock).toEqual({ status: 404, body: { message: leadMessages.notFound } });
    expect(unknown.server).toEqual(unknown.mock);
    const saved = await change({ stage: 'negotiating', note: 'Call on Monday', followUpOn: '2026-10-19' });
    for (const answer of [saved.mock, saved.server]) {
      expect(answer.status).toBe(200);
      expect(leadSchema.parse(answer.body)).toMatchObject({
        stage: 'negotiating',
        note: 'Call on Monday',
        followUpOn: '2026-10-19',
        followUpDue: true,
      });
    }
    const due = await both((side) => ({
      method: 'GET',
      url: `${apiPaths.myLeads}?due=true`,
      token: as('builder')(side),
    }));
    for (const answer of [due.mock, due.server])
      expect(leadListSchema.parse(answer.body).leads.map((lead) => lead.stage)).toContain('negotiating');
  });

  it('the export: CSV of the same header on both sides, 403 for a buyer', async () => {
    const url = `${apiPaths.myLeadsExport}?stage=negotiating`;
    calledPaths.add(pathNameOf(url)!);
    const call = (side: 'mock' | 'server', who: 'builder' | 'buyer') =>
      ({ method: 'GET', url, token: as(who)(side) }) satisfies Call;
    const mock = await mockResponse(call('mock', 'builder'));
    const server = await serverResponse(call('server', 'builder'));
    expect([mock.status, server.statusCode]).toEqual([200, 200]);
    expect([mock.headers.get('content-type'), server.headers['content-type']]).toEqual([
      'text/csv; charset=utf-8',
      'text/csv; charset=utf-8',
    ]);
    const header =
      '\uFEFFBuyer,Phone,Phone shared on,Stage,Lost reason,Follow-up on,Note,Interests,First asked on,Last asked on\r\n';
    // Read as bytes: Response.text() drops a byte-order mark.
    const mockText = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await mock.arrayBuffer());
    for (const text of [mockText, server.body]) {
      expect(text.startsWith(header)).toBe(true);
      expect(text).toContain(',Negotiating,');
    }
    const byBuyer = await both((side) => call(side, 'buyer'));
    expect(byBuyer.mock).toEqual({ status: 403, body: { message: leadMessages.onlyOwners } });
    expect(byBuyer.server).toEqual(byBuyer.mock);
  });
});

// Last: the tests above are the suite's list of calls (docs/architecture.md#layers).
describe('contract: the suite covers the whole contract', () => {
  it("calls every path of the contract's apiPaths, and nothing else", () => {
    expect([...calledPaths].sort()).toEqual(contractPathNames().sort());
  });
});
