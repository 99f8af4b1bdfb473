import { describe, expect, it } from 'vitest';
import {
  MAX_SAVED_SEARCHES,
  savedSearchesResponseSchema,
  savedSearchMessages,
  savedSearchSchema,
} from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { bearer, useTestApp } from '../test/testApp';

describe.each(testDatabaseKinds())('saved searches on $name', (kind) => {
  const bed = useTestApp(kind, { buyer: 'Buyer' });

  const url = '/api/me/saved-searches';
  const list = (token = bed.buyer.token) => bed.t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const save = (payload: object, token: string | null = bed.buyer.token) =>
    bed.t.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });
  const setAlerts = (id: string, alerts: boolean, token = bed.buyer.token) =>
    bed.t.app.inject({ method: 'PATCH', url: `${url}/${id}`, payload: { alerts }, headers: bearer(token) });
  const remove = (id: string, token = bed.buyer.token) =>
    bed.t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: bearer(token) });
  const refusal = (response: { statusCode: number; json(): unknown }) => [response.statusCode, response.json()];

  it('keeps a named search, its criteria without the page or the sort, alerts on', async () => {
    const response = await save({
      name: '  3 BHK in Baner, Pune ',
      query: 'city=Pune&q=Baner&bhk=3&sort=price-asc&page=2',
    });
    expect(response.statusCode).toBe(201);
    expect(savedSearchSchema.parse(response.json())).toEqual({
      _id: expect.any(String),
      name: '3 BHK in Baner, Pune',
      query: 'city=Pune&q=Baner&bhk=3',
      alerts: true,
      createdAt: expect.any(String),
    });
  });

  it('lists the buyer’s searches, newest first, and no one else’s', async () => {
    await save({ name: 'Rent in Mumbai', query: 'city=Mumbai&purpose=rent' });
    const { savedSearches } = savedSearchesResponseSchema.parse((await list()).json());
    expect(savedSearches.map((s) => s.name)).toEqual(['Rent in Mumbai', '3 BHK in Baner, Pune']);
    const other = await bed.t.signUp('Buyer');
    expect((await list(other.token)).json()).toEqual({ savedSearches: [] });
  });

  it('refuses a missing or long name and a search the page could not run', async () => {
    expect(refusal(await save({ name: ' ', query: 'city=Pune' }))).toEqual([
      400,
      { message: savedSearchMessages.nameMissing },
    ]);
    expect(refusal(await save({ query: 'city=Pune' }))).toEqual([400, { message: savedSearchMessages.nameMissing }]);
    expect(refusal(await save({ name: 'x'.repeat(81), query: 'city=Pune' }))).toEqual([
      400,
      { message: savedSearchMessages.nameTooLong },
    ]);
    expect(refusal(await save({ name: 'Odd', query: 'bhk=99' }))).toEqual([
      400,
      { message: savedSearchMessages.badQuery },
    ]);
  });

  it('is for signed-in buyers only', async () => {
    expect((await save({ name: 'Mine', query: 'city=Pune' }, null)).statusCode).toBe(401);
    const seller = await bed.t.signUp('Seller');
    expect(refusal(await save({ name: 'Mine', query: 'city=Pune' }, seller.token))).toEqual([
      403,
      { message: savedSearchMessages.onlyBuyers },
    ]);
  });

  it('turns alerts off and on, deletes, and refuses another buyer’s search as not found', async () => {
    const mine = savedSearchSchema.parse((await save({ name: 'Villas', query: 'type=villa' })).json());
    expect((await setAlerts(mine._id, false)).json()).toMatchObject({ _id: mine._id, alerts: false });
    const other = await bed.t.signUp('Buyer');
    const notFound = [404, { message: savedSearchMessages.notFound }];
    expect(refusal(await setAlerts(mine._id, true, other.token))).toEqual(notFound);
    expect(refusal(await remove(mine._id, other.token))).toEqual(notFound);
    expect((await remove(mine._id)).statusCode).toBe(204);
    expect(refusal(await remove(mine._id))).toEqual(notFound);
    const names = savedSearchesResponseSchema.parse((await list()).json()).savedSearches.map((s) => s.name);
    expect(names).not.toContain('Villas');
  });

  it('refuses the same criteria twice (another sort or page is the same search); another buyer may keep them', async () => {
    const twin = await bed.t.signUp('Buyer');
    expect((await save({ name: 'Goa villas', query: 'city=Goa&type=villa' }, twin.token)).statusCode).toBe(201);
    expect(
      refusal(await save({ name: 'Again', query: 'type=villa&city=Goa&sort=price-asc&page=2' }, twin.token)),
    ).toEqual([409, { message: savedSearchMessages.alreadySaved }]);
    expect((await save({ name: 'Goa flats', query: 'city=Goa&type=flat' }, twin.token)).statusCode).toBe(201);
    expect((await save({ name: 'Goa villas', query: 'city=Goa&type=villa' })).statusCode).toBe(201);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches a buyer, with a clear message`, async () => {
    const collector = await bed.t.signUp('Buyer');
    for (let i = 1; i <= MAX_SAVED_SEARCHES; i += 1)
      expect((await save({ name: `Search ${i}`, query: `city=City${i}` }, collector.token)).statusCode).toBe(201);
    expect(refusal(await save({ name: 'One more', query: 'city=Pune' }, collector.token))).toEqual([
      409,
      { message: savedSearchMessages.limitReached },
    ]);
  });

  const countOf = (statusCode: number, responses: { statusCode: number }[]) =>
    responses.filter((r) => r.statusCode === statusCode).length;

  // Issue #30, hole 4: the checks were a count then an insert, so a burst all passed them on PostgreSQL.
  it(`30 different searches at once keep ${MAX_SAVED_SEARCHES}, the rest refused with the limit's message`, async () => {
    const hurried = await bed.t.signUp('Buyer');
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => save({ name: `Search ${i}`, query: `city=Town${i}` }, hurried.token)),
    );
    expect([countOf(201, responses), countOf(409, responses)]).toEqual([MAX_SAVED_SEARCHES, 30 - MAX_SAVED_SEARCHES]);
    expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual({ message: savedSearchMessages.limitReached });
    expect(savedSearchesResponseSchema.parse((await list(hurried.token)).json()).savedSearches).toHaveLength(
      MAX_SAVED_SEARCHES,
    );
  });

  it('the same search sent 30 times at once is kept once (so a match mails once)', async () => {
    const hurried = await bed.t.signUp('Buyer');
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        save({ name: `Pune ${i}`, query: i % 2 ? 'city=Pune&bhk=2' : 'bhk=2&city=Pune&sort=price-asc' }, hurried.token),
      ),
    );
    expect([countOf(201, responses), countOf(409, responses)]).toEqual([1, 29]);
    expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual({ message: savedSearchMessages.alreadySaved });
    expect(savedSearchesResponseSchema.parse((await list(hurried.token)).json()).savedSearches).toHaveLength(1);
  });
});
