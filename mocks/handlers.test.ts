import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, requestsTo, resetDb } from './db';
import { builders, favourites, handlers, users } from './handlers';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = (path: string, init?: RequestInit) => fetch(`http://localhost${path}`, init);
const post = (path: string, body: unknown) =>
  api(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('mock handlers answer as named', () => {
  it('login: ok, user not found, wrong role, invalid body', async () => {
    const buyer = db.accounts.find((a) => a.role === 'Buyer')!;
    const ok = await post('/api/users/login', { email: buyer.email, password: 'Nivaas@123', role: 'Buyer' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ name: buyer.name, token: buyer.token });
    expect((await post('/api/users/login', { email: 'nobody@example.in', password: 'x', role: 'Buyer' })).status).toBe(
      404,
    );
    const wrongRole = await post('/api/users/login', { email: buyer.email, password: 'Nivaas@123', role: 'Seller' });
    expect([wrongRole.status, await wrongRole.json()]).toEqual([401, { message: 'Invalid credentials or role' }]);
    expect((await post('/api/users/login', { email: 'not-an-email' })).status).toBe(400);
  });

  it('named scenarios override the defaults', async () => {
    server.use(users.login.userNotFound, builders.profile.serverError, favourites.list.empty);
    expect(await (await post('/api/users/login', {})).json()).toEqual({ message: 'User not found' });
    expect((await api('/api/builders/username/skyline-developers')).status).toBe(500);
    expect(await (await api('/api/users/me/favorites', { headers: { Authorization: 'Bearer t' } })).json()).toEqual({
      favorites: [],
    });
  });

  it('network error gives no response', async () => {
    server.use(builders.profile.networkError);
    await expect(api('/api/builders/username/skyline-developers')).rejects.toThrow();
  });

  it('favourites need a token; removing a missing one is 404; requests are recorded', async () => {
    expect((await api('/api/users/me/favorites')).status).toBe(401);
    const auth = { Authorization: 'Bearer t' };
    expect((await api('/api/users/me/favorites/none', { method: 'DELETE', headers: auth })).status).toBe(404);
    expect(requestsTo('/api/users/me/favorites/none', 'DELETE')).toHaveLength(1);
  });

  it('portfolio: profile by username and approved projects only', async () => {
    const profile = await (await api('/api/builders/username/skyline-developers')).json();
    db.projects[0]!.reviewState = 'pending_review';
    const projects = await (await api(`/api/builders/${profile._id}/properties`)).json();
    expect(projects).toHaveLength(4);
    expect((await api('/api/builders/username/nobody')).status).toBe(404);
  });
});
