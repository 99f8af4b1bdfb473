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

  it('do not exist without config.devRoutes', async () => {
    for (const [method, url] of [
      ['POST', '/api/dev/alerts/drain'],
      ['GET', '/api/dev/outbox'],
    ] as const)
      expect((await production.app.inject({ method, url })).statusCode).toBe(404);
  });
});
