import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailNotified, notify } from '../notifications/service';
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

  it('run the jobs due on demand and answer when they are done', async () => {
    const buyer = await dev.signUp('Buyer');
    const event = {
      userId: buyer._id,
      kind: 'reply',
      thread: 'inquiry:dev',
      text: 'A queued mail',
      link: '/buyer',
    } as const;
    await mailNotified(dev.app.services, [await notify(dev.app.services.db, event, dev.clock.now())]);
    const queuedMails = () => dev.app.services.mailer.outbox().filter((m) => m.text.includes('A queued mail'));
    expect(queuedMails()).toEqual([]);
    const answer = await dev.app.inject({ method: 'POST', url: '/api/dev/jobs/run' });
    expect(answer.json()).toMatchObject({ message: 'Jobs due done' });
    expect(queuedMails().map((m) => m.to)).toEqual([buyer.email]);
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
    const run = await dev.app.inject({
      method: 'POST',
      url: '/api/dev/jobs/run',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(run.statusCode).toBe(404);
  });

  it('do not exist without config.devRoutes', async () => {
    for (const [method, url] of [
      ['POST', '/api/dev/jobs/run'],
      ['GET', '/api/dev/outbox'],
    ] as const)
      expect((await production.app.inject({ method, url })).statusCode).toBe(404);
  });
});
