import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiPaths,
  fieldsOfListing,
  inquiryListSchema,
  listingListSchema,
  listingSchema,
  popularLocalitiesSchema,
  propertySearchResultSchema,
  type PropertySearchQuery,
} from '@/api/contract';
import { toListingFormData } from '@/api/listingFormData';
import { propertySearchUrl } from '@/api/listings';
import { db, requestsTo, resetDb } from './db';
import { aListing, aPhoto } from './factories';
import { handlers, listings } from './handlers';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const tokenOf = (role: 'Buyer' | 'Seller' | 'Agent' | 'Builder') => db.accounts.find((a) => a.role === role)!.token;
const api = (path: string, { token, ...init }: RequestInit & { token?: string } = {}) =>
  fetch(`http://localhost${path}`, {
    ...init,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(init.body && typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
    },
  });
const searchFor = async (query: PropertySearchQuery) =>
  propertySearchResultSchema.parse(await (await api(propertySearchUrl(query))).json());
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });

describe('listings search (mock)', () => {
  it('lists approved listings and projects, newest first, with counts', async () => {
    const result = await searchFor({});
    expect(result.counts).toEqual({ listings: 4, projects: 5 });
    expect(result.total).toBe(9);
    expect(result.items.map((i) => i.title)).not.toContain('Corner Plot near Hinjewadi Phase 2');
    const dates = result.items.map((i) => i.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by city, text, type, BHK, price, purpose and status', async () => {
    expect((await searchFor({ city: 'pune' })).items.map((i) => i.title)).toEqual([
      '3 BHK Independent House in Kothrud',
    ]);
    expect((await searchFor({ q: 'KORAMANGALA' })).items.map((i) => i.locality)).toEqual(['Koramangala']);
    expect((await searchFor({ type: ['office'] })).items.map((i) => i.propertyType).sort()).toEqual([
      'mixed use',
      'office',
      'office',
    ]);
    expect((await searchFor({ bhk: [4], kind: 'builder-project' })).items.map((i) => i.title)).toEqual([
      'Skyline Palm Villas',
    ]);
    expect((await searchFor({ bhk: [5] })).total).toBe(0);
    expect((await searchFor({ purpose: 'rent' })).items.map((i) => i.price)).toEqual([120_000]);
    const mid = await searchFor({ minPrice: 5_000_000, maxPrice: 10_000_000 });
    expect(mid.items.every((i) => i.price >= 5_000_000 && i.price <= 10_000_000)).toBe(true);
    expect(mid.total).toBe(2);
    expect((await searchFor({ status: 'under construction', kind: 'listing' })).items.map((i) => i.title)).toEqual([
      'Furnished Office Space in Bandra Kurla Complex',
    ]);
  });

  it('reads a misspelt locality as the nearest one, as the server does', async () => {
    const corrected = await searchFor({ q: 'Koramangla' });
    expect(corrected.correctedText).toBe('Koramangala');
    expect(corrected.items.map((i) => i.locality)).toEqual(['Koramangala']);
    expect(await searchFor({ q: 'Koramangla', city: 'Pune' })).not.toHaveProperty('correctedText');
    expect(await searchFor({ q: 'Qwzxv' })).toMatchObject({ total: 0 });
    expect(await searchFor({ q: 'koramangala' })).not.toHaveProperty('correctedText');
    const suggested = await (await api(`${apiPaths.searchSuggestions}?q=Koramangla`)).json();
    expect(suggested).toMatchObject({ items: [{ kind: 'locality', locality: 'Koramangala' }] });
  });

  it('filters by carpet area, furnishing, possession and who posted; sorts by carpet area', async () => {
    const titles = async (query: PropertySearchQuery) => (await searchFor(query)).items.map((i) => i.title);
    expect(await titles({ minCarpet: 900, maxCarpet: 1000 })).toEqual(['2 BHK Flat in Koramangala', 'Skyline Heights']);
    expect(await titles({ furnishing: ['unfurnished'] })).toEqual(['3 BHK Independent House in Kothrud']);
    expect(await titles({ possession: 'ready', postedBy: ['builder'] })).toEqual(['Skyline Palm Villas']);
    // The office's possession is 2027-06; Skyline Business Park's timeline is 2 years from October 2026.
    expect(await titles({ possession: '2027', postedBy: ['agent'] })).toContain(
      'Furnished Office Space in Bandra Kurla Complex',
    );
    expect(await titles({ possession: '2026', postedBy: ['agent'] })).toEqual(['3 BHK Independent House in Kothrud']);
    expect(await titles({ possession: '2027', postedBy: ['builder'] })).not.toContain('Skyline Business Park');
    expect(await titles({ postedBy: ['owner'] })).toEqual([
      '4 BHK Villa for Rent in Whitefield',
      '2 BHK Flat in Koramangala',
    ]);
    expect((await titles({ sort: 'carpet-desc' })).slice(0, 4)).toEqual([
      'Furnished Office Space in Bandra Kurla Complex',
      '3 BHK Independent House in Kothrud',
      '2 BHK Flat in Koramangala',
      'Skyline Heights',
    ]);
  });

  // Per sq.ft carpet: Koramangala flat 9,694, Kothrud house 13,438, office 36,111; the rent villa has no carpet area.
  it('filters and sorts by price per carpet sq.ft, what has no rate (projects too) left out or last', async () => {
    const titles = async (query: PropertySearchQuery) => (await searchFor(query)).items.map((i) => i.title);
    expect(await titles({ minCarpetRate: 9694, maxCarpetRate: 13_438 })).toEqual([
      '2 BHK Flat in Koramangala',
      '3 BHK Independent House in Kothrud',
    ]);
    expect(await titles({ maxCarpetRate: 9693 })).toEqual([]);
    expect((await searchFor({ minCarpetRate: 0 })).counts).toEqual({ listings: 3, projects: 0 });
    const rated = [
      '2 BHK Flat in Koramangala',
      '3 BHK Independent House in Kothrud',
      'Furnished Office Space in Bandra Kurla Complex',
    ];
    expect((await titles({ sort: 'carpet-price-asc' })).slice(0, 3)).toEqual(rated);
    expect((await titles({ sort: 'carpet-price-desc' })).slice(0, 3)).toEqual([...rated].reverse());
    // The rest keep the newest first, sale before rent (docs/listings.md#search-price-sort).
    const rest = (await searchFor({})).items.filter((item) => !rated.includes(item.title));
    expect((await titles({ sort: 'carpet-price-desc' })).slice(3)).toEqual(
      [...rest.filter((item) => item.purpose !== 'rent'), ...rest.filter((item) => item.purpose === 'rent')].map(
        (item) => item.title,
      ),
    );
  });

  it('sorts by price within purpose, sale before rent, and pages', async () => {
    const all = (await searchFor({ sort: 'price-asc', pageSize: 20 })).items;
    const sale = all.filter((item) => item.purpose !== 'rent').map((item) => item.price as number);
    const rent = all.filter((item) => item.purpose === 'rent').map((item) => item.price as number);
    expect(sale.length).toBeGreaterThan(0);
    expect(rent.length).toBeGreaterThan(0);
    expect(all.map((item) => item.price)).toEqual([...sale, ...rent]);
    for (const prices of [sale, rent]) expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const asc = await searchFor({ sort: 'price-asc', pageSize: 3 });
    expect(asc.items.map((i) => i.price)).toEqual(sale.slice(0, 3));
    const page3 = await searchFor({ sort: 'price-desc', pageSize: 4, page: 3 });
    expect([page3.page, page3.items.length, page3.total]).toEqual([3, 1, 9]);
    expect(page3.items[0]!.price).toBe(Math.min(...rent));
  });

  it('suggests localities with counts, then projects; none; a missing text refused', async () => {
    const suggest = async (search: string) => (await api(`${apiPaths.searchSuggestions}?${search}`)).json();
    expect(await suggest('q=ind')).toEqual({
      items: [{ kind: 'locality', locality: 'Indiranagar', city: 'Bengaluru', count: 5 }],
    });
    expect((await suggest('q=sky')).items.map((s: { name: string }) => s.name)).toEqual([
      'Skyline Business Park',
      'Skyline Central',
      'Skyline Heights',
      'Skyline Market Square',
    ]);
    expect(await suggest('q=kurla&city=mumbai')).toEqual({
      items: [{ kind: 'locality', locality: 'Bandra Kurla Complex', city: 'Mumbai', count: 1 }],
    });
    expect(await suggest('q=kor&city=Pune')).toEqual({ items: [] });
    expect((await api(`${apiPaths.searchSuggestions}?q=`)).status).toBe(400);
  });

  it('leaves paused, held, sold and rented listings out of search, suggestions and popular localities', async () => {
    const localities = async () =>
      popularLocalitiesSchema
        .parse(await (await api(apiPaths.popularLocalities)).json())
        .cities.flatMap((c) => c.localities.map((l) => l.locality));
    const approved = db.listings.filter((l) => l.reviewState === 'approved');
    const theirs = approved.map((l) => l.location.locality);
    expect(await localities()).toEqual(expect.arrayContaining(theirs));
    (['sold', 'rented', 'held', 'paused'] as const).forEach((status, n) => (approved[n]!.status = status));
    expect((await searchFor({})).counts).toEqual({ listings: 0, projects: 5 });
    expect(await (await api(`${apiPaths.searchSuggestions}?q=kurla&city=mumbai`)).json()).toEqual({ items: [] });
    const left = await localities();
    for (const locality of theirs) expect(left).not.toContain(locality);
  });

  it('refuses a bad query', async () => {
    expect((await api(`${apiPaths.listings}?pageSize=100`)).status).toBe(400);
  });
});

describe('listings (mock)', () => {
  it('shows the poster by name and role only, to everyone, and hides pending listings from others', async () => {
    const [flat, , plot] = db.listings;
    const anonymous = listingSchema.parse(await (await api(apiPaths.listing(flat!._id))).json());
    expect(anonymous.poster).toEqual({ name: 'Vikram Shah', role: 'Seller' });
    const buyer = listingSchema.parse(
      await (await api(apiPaths.listing(flat!._id), { token: tokenOf('Buyer') })).json(),
    );
    expect(buyer.poster).toEqual({ name: 'Vikram Shah', role: 'Seller' });
    expect((await api(apiPaths.listing(plot!._id), { token: tokenOf('Buyer') })).status).toBe(404);
    expect((await api(apiPaths.listing(plot!._id), { token: tokenOf('Seller') })).status).toBe(200);
  });

  it('a seller posts a listing (pending), a builder may not, a bad form names its first rule', async () => {
    const fields = fieldsOfListing(aListing({ title: 'New flat' }));
    const body = () => toListingFormData(fields, { photos: [png(), png()] });
    const created = await api(apiPaths.listings, { method: 'POST', token: tokenOf('Seller'), body: body() });
    expect(created.status).toBe(201);
    const listing = listingSchema.parse(await created.json());
    expect([listing.reviewState, listing.photos.length, listing.poster.role]).toEqual(['pending_review', 2, 'Seller']);
    expect(requestsTo(apiPaths.listings, 'POST')[0]!.parts!.photos).toHaveLength(2);
    expect((await api(apiPaths.listings, { method: 'POST', token: tokenOf('Builder'), body: body() })).status).toBe(
      403,
    );
    const noPhotos = toListingFormData(fields, { photos: [] });
    const refused = await api(apiPaths.listings, { method: 'POST', token: tokenOf('Agent'), body: noPhotos });
    expect([refused.status, await refused.json()]).toEqual([400, { message: 'Please add at least one photo' }]);
  });

  it('only the owner edits (a live listing keeps its published version, kept photos first) or deletes', async () => {
    const flat = db.listings[0]!;
    const body = toListingFormData(
      { ...fieldsOfListing(flat), price: 9_000_000 },
      { photos: [png()], keptPhotos: [flat.photos[1]!.url] },
    );
    expect((await api(apiPaths.listing(flat._id), { method: 'PUT', token: tokenOf('Agent'), body })).status).toBe(403);
    const edited = listingSchema.parse(
      await (await api(apiPaths.listing(flat._id), { method: 'PUT', token: tokenOf('Seller'), body })).json(),
    );
    // docs/review.md#revisions: a new photo is no edit that goes live at once, so it waits for staff.
    expect([edited.reviewState, edited.price, edited.photos]).toEqual(['approved', flat.price, flat.photos]);
    expect(edited.revision).toMatchObject({
      state: 'pending_review',
      version: { price: 9_000_000, photos: [aPhoto('/mock-media/villa.jpg'), aPhoto('/mock-media/flat.jpg')] },
    });
    expect((await api(apiPaths.listing(flat._id), { method: 'DELETE', token: tokenOf('Agent') })).status).toBe(403);
    expect((await api(apiPaths.listing(flat._id), { method: 'DELETE', token: tokenOf('Seller') })).status).toBe(200);
    expect(db.inquiries.filter((inquiry) => inquiry.listingId === flat._id)).toHaveLength(0);
  });

  it('my listings: own, every review state, newest first', async () => {
    const mine = listingListSchema.parse(await (await api(apiPaths.myListings, { token: tokenOf('Seller') })).json());
    expect(mine.map((l) => l.reviewState)).toEqual(['pending_review', 'approved', 'approved']);
    expect((await api(apiPaths.myListings, { token: tokenOf('Buyer') })).status).toBe(403);
  });

  it('staff approve a pending listing once; reject needs a reason; others are refused', async () => {
    const plot = db.listings[2]!;
    const staff = db.accounts.find((a) => a.isStaff)!.token;
    const reject = await api(apiPaths.staffRejectListing(plot._id), {
      method: 'POST',
      token: staff,
      body: JSON.stringify({ reason: '' }),
    });
    expect(await reject.json()).toEqual({ message: 'Please give the poster a reason' });
    const approveAs = (token: string) => api(apiPaths.staffApproveListing(plot._id), { method: 'POST', token });
    expect((await approveAs(tokenOf('Buyer'))).status).toBe(403);
    expect((await approveAs(staff)).status).toBe(200);
    expect((await approveAs(staff)).status).toBe(409);
    expect((await searchFor({ city: 'Pune' })).total).toBe(2);
  });

  it('named scenarios answer as named', async () => {
    server.use(listings.search.empty, listings.get.notFound);
    expect((await searchFor({})).total).toBe(0);
    expect((await api(apiPaths.listing('x'))).status).toBe(404);
  });
});

describe('inquiries (mock)', () => {
  it('a buyer asks; the owner sees it newest first and marks it read', async () => {
    const flat = db.listings[0]!;
    const ask = (token: string, body: object) =>
      api(apiPaths.listingInquiries(flat._id), { method: 'POST', token, body: JSON.stringify(body) });
    const body = { name: 'Asha Rao', sharePhone: true, phone: '+91 98765 43210', message: 'Can I visit on Sunday?' };
    expect((await ask(tokenOf('Seller'), body)).status).toBe(403);
    expect(await (await ask(tokenOf('Buyer'), { ...body, phone: '123' })).json()).toEqual({
      message: 'Please enter a valid 10-digit Indian mobile number',
    });
    expect((await ask(tokenOf('Buyer'), { ...body, sharePhone: false, message: 'Quietly' })).status).toBe(201);
    expect((await ask(tokenOf('Buyer'), body)).status).toBe(201);
    expect(db.listings[0]!.inquiryCount).toBe(4);
    const mine = inquiryListSchema.parse(await (await api(apiPaths.myInquiries, { token: tokenOf('Seller') })).json());
    expect(mine.map((i) => i.message)).toHaveLength(4);
    expect(mine.find((i) => i.message === 'Can I visit on Sunday?')).toMatchObject({
      state: 'new',
      buyer: { phone: '9876543210' },
    });
    // docs/listings.md#inquiry-phone-consent: without the box ticked, the number is not kept.
    expect(mine.find((i) => i.message === 'Quietly')!.buyer).toEqual({ name: 'Asha Rao' });
    expect(
      inquiryListSchema.parse(await (await api(apiPaths.myInquiries, { token: tokenOf('Agent') })).json()),
    ).toEqual([]);
    const mark = (token: string) =>
      api(apiPaths.inquiry(mine.find((i) => i.message === 'Quietly')!._id), {
        method: 'PATCH',
        token,
        body: JSON.stringify({ state: 'read' }),
      });
    expect((await mark(tokenOf('Agent'))).status).toBe(404);
    expect(await (await mark(tokenOf('Seller'))).json()).toMatchObject({ state: 'read' });
  });

  it('an inquiry and a reply notify the other side, as the server does (docs/notifications.md#kinds)', async () => {
    const flat = db.listings[0]!;
    const texts = async (token: string) =>
      (
        (await (await api(apiPaths.notifications, { token })).json()) as { notifications: { text: string }[] }
      ).notifications.map((n) => n.text);
    const body = JSON.stringify({ name: 'Asha Rao', sharePhone: false, message: 'Is it still available?' });
    const asked = await api(apiPaths.listingInquiries(flat._id), { method: 'POST', token: tokenOf('Buyer'), body });
    expect((await texts(tokenOf('Seller')))[0]).toBe(`Asha Rao asked about "${flat.title}"`);
    const inquiryId = ((await asked.json()) as { _id: string })._id;
    const reply = JSON.stringify({ text: 'Yes, come on Sunday' });
    await api(apiPaths.inquiryMessages(inquiryId), { method: 'POST', token: tokenOf('Seller'), body: reply });
    const seller = db.accounts.find((a) => a.role === 'Seller')!;
    expect((await texts(tokenOf('Buyer')))[0]).toBe(`${seller.name} wrote about "${flat.title}"`);
  });

  it('favourites take a listing with its kind', async () => {
    const flat = db.listings[0]!;
    const answer = await api(apiPaths.favourites, {
      method: 'POST',
      token: tokenOf('Buyer'),
      body: JSON.stringify({ propertyId: flat._id }),
    });
    expect((await answer.json()).favorites.at(-1)).toMatchObject({ _id: flat._id, kind: 'listing', price: 9_500_000 });
  });
});
