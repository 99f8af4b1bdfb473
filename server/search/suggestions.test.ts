import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, searchSuggestionsSchema, type SearchSuggestionQuery } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, staffToken } from '../test/listings';
import { createProject } from '../test/projects';
import { bearer, startTestApp, type TestApp } from '../test/testApp';

const pune = { state: 'Maharashtra', city: 'Pune', locality: 'Baner', pincode: '411045', address: '', landmark: '' };

describe.each(testDatabaseKinds())('search suggestions on $name', (kind) => {
  let t: TestApp;
  let staff: string;
  let builder: string;
  const suggest = async (query: SearchSuggestionQuery) => {
    const response = await t.app.inject({ method: 'GET', url: apiPaths.searchSuggestions, query });
    expect(response.statusCode).toBe(200);
    return searchSuggestionsSchema.parse(response.json()).items;
  };
  const approveProject = (id: string) =>
    t.app.inject({ method: 'POST', url: apiPaths.approveProject(id), headers: bearer(staff) });

  beforeAll(async () => {
    t = await startTestApp(kind);
    const seller = await t.signUp('Seller');
    builder = (await t.signUp('Builder')).token;
    staff = await staffToken(t);
    for (const [fields, approve] of [
      [listingFields('flat', { location: pune }), true],
      [listingFields('plot', { location: pune }), true],
      [listingFields('flat', { location: { ...pune, locality: 'Baner Road' } }), false],
      [listingFields('flat', { location: { ...pune, city: 'Mumbai', locality: 'Bandra West' } }), true],
      [listingFields('flat'), true],
    ] as const) {
      const listing = await createListing(t.app, seller.token, fields);
      if (approve) await approveListing(t.app, staff, listing._id);
    }
    const villas = await createProject(t.app, builder, 'villa', {
      projectName: 'Banyan Greens',
      location: {
        address: '1 Baner Road',
        state: 'Maharashtra',
        city: 'Pune',
        area: 'Baner',
        pincode: '411045',
        landmark: '',
      },
    });
    await approveProject(villas._id);
    await createProject(t.app, builder, 'flat', { projectName: 'Bandstand Heights' });
  });
  afterAll(() => t.close());

  it('suggests approved localities with their counts, then approved projects, by a word of the name', async () => {
    expect(await suggest({ q: 'ban' })).toEqual([
      { kind: 'locality', locality: 'Baner', city: 'Pune', count: 3 },
      { kind: 'locality', locality: 'Bandra West', city: 'Mumbai', count: 1 },
      { kind: 'project', _id: expect.any(String), name: 'Banyan Greens', locality: 'Baner', city: 'Pune', count: 2 },
    ]);
    expect(await suggest({ q: 'WEST' })).toEqual([
      { kind: 'locality', locality: 'Bandra West', city: 'Mumbai', count: 1 },
    ]);
    expect(await suggest({ q: 'greens' })).toMatchObject([{ kind: 'project', name: 'Banyan Greens' }]);
    // Several words: the words in turn, the last one's start ('Banyan Gr'); not a word's middle.
    expect(await suggest({ q: 'banyan gr' })).toMatchObject([{ kind: 'project', name: 'Banyan Greens' }]);
    expect(await suggest({ q: 'reens' })).toEqual([]);
  });

  it('suggests the localities most like a misspelt text when none starts with it (docs/listings.md#search-typos)', async () => {
    expect(await suggest({ q: 'Banerr' })).toEqual([{ kind: 'locality', locality: 'Baner', city: 'Pune', count: 3 }]);
    expect(await suggest({ q: 'Indranagar' })).toEqual([
      { kind: 'locality', locality: 'Indiranagar', city: 'Bengaluru', count: 1 },
    ]);
    expect(await suggest({ q: 'Indranagar', city: 'Pune' })).toEqual([]);
    expect(await suggest({ q: 'Qwzxv' })).toEqual([]);
  });

  it('keeps to the chosen city (any case), and takes % and _ literally', async () => {
    expect(await suggest({ q: 'ban', city: 'mumbai' })).toEqual([
      { kind: 'locality', locality: 'Bandra West', city: 'Mumbai', count: 1 },
    ]);
    expect(await suggest({ q: 'indira', city: 'Pune' })).toEqual([]);
    expect(await suggest({ q: 'indira' })).toEqual([
      { kind: 'locality', locality: 'Indiranagar', city: 'Bengaluru', count: 1 },
    ]);
    expect(await suggest({ q: '%' })).toEqual([]);
    expect(await suggest({ q: 'b_n' })).toEqual([]);
  });

  it('a newly approved project is suggested at once (the cached answer is dropped)', async () => {
    expect(await suggest({ q: 'zephy' })).toEqual([]);
    const project = await createProject(t.app, builder, 'flat', { projectName: 'Zephyr Towers' });
    await approveProject(project._id);
    expect(await suggest({ q: 'zephy' })).toMatchObject([{ kind: 'project', name: 'Zephyr Towers' }]);
  });

  it('refuses an empty or overlong text', async () => {
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const response = await t.app.inject({ method: 'GET', url: apiPaths.searchSuggestions, query: { q } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });
});
