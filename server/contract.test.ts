import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { favouritesResponseSchema, messageResponseSchema, sessionSchema } from '@/api/contract';
import { db, resetDb } from '@mocks/db';
import { handlers } from '@mocks/handlers';
import { startTestApp, type TestApp } from './test/testApp';
import { testDatabaseKinds } from './test/databases';

/**
 * The contract suite (DESIGN.md): the same requests against the MSW handlers the stories use and
 * against the real server give the same statuses and answers of the same shape, so a story can
 * never pass against a mock that the server would answer differently.
 */
interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  body?: unknown;
  token?: string;
}
interface Answer {
  status: number;
  body: unknown;
}

const mockServer = setupServer(...handlers);
let real: TestApp;
let realSession: z.infer<typeof sessionSchema>;
let mockSession: z.infer<typeof sessionSchema>;

beforeAll(async () => {
  mockServer.listen({ onUnhandledRequest: 'error' });
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

async function askMock({ method, url, body, token }: Call): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`http://localhost${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function askServer({ method, url, body, token }: Call): Promise<Answer> {
  const response = await real.app.inject({
    method,
    url,
    payload: body as object | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : null };
}

/** Both sides, each with its own data (a mock account, a registered one). */
async function both(call: (side: 'mock' | 'server') => Call) {
  return { mock: await askMock(call('mock')), server: await askServer(call('server')) };
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
});
