import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import {
  DAY_MS,
  emptyListingFields,
  ESTABLISHED_AFTER_DAYS,
  PAUSE_AFTER_DAYS,
  REPORTS_TO_HOLD,
  type Listing,
  type ListingFields,
  type ListingType,
  type PropertySearchQuery,
  type PropertySearchResult,
  type Role,
} from '@/api/contract';
import { toListingFormData, type ListingFiles } from '@/api/listingFormData';
import { propertySearchUrl } from '@/api/listings';
import { users } from '../db/schema';
import { makeStaff } from '../review/staff';
import type { App } from '../services';
import type { TestDatabaseKind } from './databases';
import { fileOf, testImage } from './projects';
import { bearer, useTestApp, type TestApp } from './testApp';

/** A complete, valid listing of the type (every rule met): a ready home, or a plot. */
export function listingFields(type: ListingType = 'flat', change: Partial<ListingFields> = {}): ListingFields {
  const plot = type === 'plot';
  const home = type === 'flat' || type === 'villa' || type === 'independent house';
  return {
    ...emptyListingFields(),
    purpose: 'sale',
    propertyType: type,
    title: `Test ${type}`,
    description: 'A listing for the tests',
    bhk: home ? 2 : null,
    bathrooms: home ? 2 : null,
    carpetArea: plot ? null : 900,
    builtUpArea: plot ? null : 1000,
    plotArea: plot ? 1200 : null,
    price: 5_000_000,
    furnishing: plot ? '' : 'semi-furnished',
    floor: type === 'flat' || type === 'shop' || type === 'office' ? 3 : null,
    totalFloors: plot ? null : 10,
    facing: 'east',
    availability: plot ? '' : 'ready to move',
    ageYears: plot ? null : 4,
    amenities: ['lift', 'parking'],
    location: {
      address: '12 MG Road',
      state: 'Karnataka',
      city: 'Bengaluru',
      locality: 'Indiranagar',
      pincode: '560038',
      landmark: '',
    },
    ...change,
  };
}

export async function listingPhotos(n = 1): Promise<File[]> {
  const colours = ['#aa3333', '#33aa33', '#3333aa', '#aaaa33'];
  return Promise.all(
    Array.from({ length: n }, async (_, i) =>
      fileOf(await testImage('jpeg', colours[i % 4]), `p${i}.jpg`, 'image/jpeg'),
    ),
  );
}

/** Create or edit through the real endpoint with the client's own multipart builder. */
export function sendListing(app: App, token: string | null, fields: ListingFields, files: ListingFiles, edit?: string) {
  return app.inject({
    method: edit ? 'PUT' : 'POST',
    url: edit ? `/api/properties/${edit}` : '/api/properties',
    payload: toListingFormData(fields, files),
    ...(token ? { headers: bearer(token) } : {}),
  });
}

export async function createListing(app: App, token: string, fields: ListingFields = listingFields()) {
  const response = await sendListing(app, token, fields, { photos: await listingPhotos() });
  if (response.statusCode !== 201) throw new Error(`createListing failed: ${response.body}`);
  return response.json<Listing>();
}

/** A staff account's token, for approving listings in tests. */
export async function staffToken(t: TestApp) {
  const staff = await t.signUp('Buyer');
  await makeStaff(t.app.services.db, staff.email);
  return staff.token;
}

/**
 * The set-up the listing suites share: a server on the given database, a Seller who posts and a
 * staff token that approves. A suite's own beforeAll runs after this one's.
 */
export function useListingTestbed(kind: TestDatabaseKind) {
  const bed = Object.assign(useTestApp(kind, { seller: 'Seller' }), { staff: '' });
  beforeAll(async () => {
    bed.staff = await staffToken(bed.t);
  });
  return bed;
}

export async function approveListing(app: App, token: string, id: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/staff/listings/${id}/approve`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`approve failed: ${response.body}`);
  return response.json<Listing>();
}

export async function search(app: App, query: PropertySearchQuery = {}) {
  const response = await app.inject({ method: 'GET', url: propertySearchUrl(query) });
  if (response.statusCode !== 200) throw new Error(`search failed: ${response.body}`);
  return response.json<PropertySearchResult>();
}

/** docs/listings.md#listing-status: its owner marks it sold (a rent: rented); it leaves search at once. */
export async function closeListing(app: App, ownerToken: string, id: string) {
  const response = await app.inject({ method: 'POST', url: `/api/properties/${id}/sold`, headers: bearer(ownerToken) });
  if (response.statusCode !== 200) throw new Error(`mark as sold failed: ${response.body}`);
  return response.json<Listing>();
}

/**
 * docs/listings.md#report-weight: a user whose account is old enough for their reports to count, made
 * by moving its creation back rather than the app's clock (sessions would expire with it).
 */
export async function establishedUser(t: TestApp, role: Role = 'Buyer', overrides?: { email?: string }) {
  const session = await t.signUp(role, overrides);
  const since = new Date(t.clock.now().getTime() - (ESTABLISHED_AFTER_DAYS + 1) * DAY_MS);
  await t.app.services.db.update(users).set({ createdAt: since }).where(eq(users.id, session._id));
  return session;
}

/** docs/listings.md#report-weight: reports from as many established accounts as hold a listing. */
export async function holdByReports(t: TestApp, id: string) {
  for (let n = 0; n < REPORTS_TO_HOLD; n += 1) {
    const reporter = await establishedUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/reports`,
      headers: bearer(reporter.token),
      payload: { reason: 'sold' },
    });
    if (response.statusCode !== 201) throw new Error(`report failed: ${response.body}`);
  }
}

/** docs/listings.md#confirmed-available: the clock moves past the pause rule and the sweep runs. */
export async function pauseUnconfirmed(t: TestApp) {
  t.clock.advance(PAUSE_AFTER_DAYS * DAY_MS);
  await t.app.services.jobs.runDue();
}
