import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, PropertySearchResult } from '@/api/contract';
import { administer, databaseUrl } from '../server/db/postgresAdmin';
import { DEMO_PASSWORD, SERVER_START_SECONDS, startServer, stopStarted } from './serverUnderTest';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why the test cannot run here (PostgreSQL or Redis does not answer), or null. */
async function missingService(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    return `PostgreSQL at ${POSTGRES_URL} does not answer (${(error as Error).message})`;
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return `Redis at ${REDIS_URL} does not answer (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
}

const missing = await missingService();
if (missing) console.warn(`Two instances sharing PostgreSQL and Redis: skipped. ${missing}`);

/** Each test is a fresh client address (TRUST_PROXY), so no test, nor an earlier run, shares its limits. */
const someAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/**
 * Issue #18: two server processes of `npm start` on one PostgreSQL database and one Redis, as
 * behind a load balancer. What one instance does, the other knows at once.
 */
describe.skipIf(missing !== null)('two instances sharing PostgreSQL and Redis', () => {
  const databaseName = `nivaas_two_${randomBytes(6).toString('hex')}`;
  let a: Awaited<ReturnType<typeof startServer>>;
  let b: typeof a;

  function call(server: typeof a, path: string, init: { method?: string; token?: string; body?: object; ip: string }) {
    return fetch(`${server.origin}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-forwarded-for': init.ip,
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  }

  async function logIn(server: typeof a, email: string, role: string, ip: string) {
    const response = await call(server, '/api/users/login', {
      method: 'POST',
      body: { email, password: DEMO_PASSWORD, role },
      ip,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  beforeAll(
    async () => {
      await administer(POSTGRES_URL, `CREATE DATABASE ${databaseName}`);
      const env = {
        DATABASE_URL: databaseUrl(POSTGRES_URL, databaseName),
        REDIS_URL,
        JWT_SECRET: 'two-instances-share-this-secret-for-hs256',
        TRUST_PROXY: 'true',
        RATE_LIMIT_LOGIN: '4',
      };
      // One after the other: the first migrates and seeds the demo data, the second finds it.
      a = await startServer(env);
      b = await startServer(env);
    },
    (2 * SERVER_START_SECONDS + 30) * 1000,
  );

  afterAll(async () => {
    await stopStarted();
    await administer(POSTGRES_URL, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  it('refuses on one a token logged out on the other', async () => {
    const ip = someAddress();
    const token = await logIn(a, 'buyer@nivaas.test', 'Buyer', ip);
    expect((await call(b, '/api/users/me/favorites', { token, ip })).status).toBe(200);
    expect((await call(a, '/api/users/logout', { method: 'POST', token, ip })).status).toBe(200);
    expect((await call(b, '/api/users/me/favorites', { token, ip })).status).toBe(401);
  });

  it('counts a rate limit across both', async () => {
    const ip = someAddress();
    const wrongLogin = (server: typeof a) =>
      call(server, '/api/users/login', {
        method: 'POST',
        body: { email: 'buyer@nivaas.test', password: 'not-the-password', role: 'Buyer' },
        ip,
      }).then((response) => response.status);
    // RATE_LIMIT_LOGIN=4 a minute: two on each instance pass, the fifth is refused on either.
    expect([await wrongLogin(a), await wrongLogin(b), await wrongLogin(a), await wrongLogin(b)]).toEqual([
      401, 401, 401, 401,
    ]);
    expect(await wrongLogin(a)).toBe(429);
    expect(await wrongLogin(b)).toBe(429);
  });

  it("shows on one, at once, a listing approved on the other (the other's cache cleared)", async () => {
    const ip = someAddress();
    const staff = await logIn(a, 'staff@nivaas.test', 'Buyer', ip);
    const queue = (await (await call(a, '/api/staff/listing-queue', { token: staff, ip })).json()) as Listing[];
    const waiting = queue[0]!;
    const titlesOnB = async () => {
      const response = await call(b, '/api/properties?pageSize=48', { ip });
      return {
        etag: response.headers.get('etag'),
        titles: ((await response.json()) as PropertySearchResult).items.map((item) => item.title),
      };
    };
    const before = await titlesOnB();
    expect(before.titles).not.toContain(waiting.title);
    // B answers from its cache now.
    expect((await titlesOnB()).etag).toBe(before.etag);

    const approved = await call(a, `/api/staff/listings/${waiting._id}/approve`, { method: 'POST', token: staff, ip });
    expect(approved.status).toBe(200);
    expect((await titlesOnB()).titles).toContain(waiting.title);
    expect((await call(b, `/api/properties/${waiting._id}`, { ip })).status).toBe(200);
  });
});
