import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { startTestApp, type TestApp } from '../test/testApp';

const [kind] = testDatabaseKinds();

describe('development routes', () => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    [dev, production] = await Promise.all([startTestApp(kind!), startTestApp(kind!, { config: { devRoutes: false } })]);
  });
  afterAll(() => Promise.all([dev.close(), production.close()]));

  it('run the alert worker on demand and answer when its work is done', async () => {
    let drained = 0;
    const drain = dev.app.services.alerts.drain;
    dev.app.services.alerts.drain = async () => {
      await drain();
      drained += 1;
    };
    const answer = await dev.app.inject({ method: 'POST', url: '/api/dev/alerts/drain' });
    expect(answer.json()).toEqual({ message: 'Alert work done' });
    expect(drained).toBe(1);
  });

  it('answer only a request from this machine: a loopback socket and no proxy header', async () => {
    const outbox = (options: { remoteAddress?: string; headers?: Record<string, string> }) =>
      dev.app.inject({ method: 'GET', url: '/api/dev/outbox', ...options });
    expect((await outbox({})).statusCode).toBe(200);
    expect((await outbox({ remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
    expect((await outbox({ remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await outbox({ remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await outbox({ remoteAddress: '192.168.1.20' })).statusCode).toBe(404);
    // A reverse proxy on the same host connects from loopback and says whom it forwards.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'via']) {
      const answer = await outbox({ headers: { [header]: '203.0.113.9' } });
      expect(answer.statusCode, header).toBe(404);
      expect(answer.json()).toEqual({ message: 'No such endpoint: GET /api/dev/outbox' });
    }
    const drain = await dev.app.inject({
      method: 'POST',
      url: '/api/dev/alerts/drain',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(drain.statusCode).toBe(404);
  });

  it('do not exist without config.devRoutes', async () => {
    for (const [method, url] of [
      ['POST', '/api/dev/alerts/drain'],
      ['GET', '/api/dev/outbox'],
    ] as const)
      expect((await production.app.inject({ method, url })).statusCode).toBe(404);
  });
});
