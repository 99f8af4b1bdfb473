import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { testDatabaseKinds } from '../test/databases';
import { startTestApp, type TestApp } from '../test/testApp';

const LIMITED = { message: 'Too many attempts. Please wait a minute and try again.' };

describe('rate limits behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    const fromEnv = configFromEnv({ JWT_SECRET: 'x'.repeat(40), TRUST_PROXY: 'true' }, '/tmp');
    t = await startTestApp(testDatabaseKinds()[0]!, {
      config: { trustProxy: fromEnv.trustProxy, rateLimit: { login: 3, codes: 3 } },
    });
  });
  afterAll(() => t.close());

  /** What a load balancer at 10.0.0.2 passes on: the client's own header, then the address it saw. */
  const loginVia = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'nobody@example.in', password: 'x', role: 'Buyer' },
    });

  it('does not let a client reset its limit by writing X-Forwarded-For', async () => {
    for (let i = 1; i <= 3; i += 1) expect((await loginVia(`198.51.100.${i}, 203.0.113.9`)).statusCode).toBe(404);
    const spoofed = await loginVia('198.51.100.77, 203.0.113.9');
    expect([spoofed.statusCode, spoofed.json()]).toEqual([429, LIMITED]);
  });

  it('still counts each real client on its own', async () => {
    expect((await loginVia('203.0.113.10')).statusCode).toBe(404);
  });
});
