import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { startTestApp, type TestApp } from '../test/testApp';
import { buildStorybookServer, NOT_BUILT } from './storybook';

const storybookIndex = '<!doctype html><title>Nivaas design system</title><div id="root"></div>';

describe('the Storybook on an origin of its own', () => {
  let app: TestApp;
  let built: FastifyInstance;
  let notBuilt: FastifyInstance;
  let storybookDir: string;
  let appDir: string;
  beforeAll(async () => {
    [storybookDir, appDir] = await Promise.all([
      mkdtemp(join(tmpdir(), 'nivaas-storybook-')),
      mkdtemp(join(tmpdir(), 'nivaas-app-')),
    ]);
    await writeFile(join(storybookDir, 'index.html'), storybookIndex);
    await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Nivaas</title><div id="root"></div>');
    [app, built, notBuilt] = await Promise.all([
      startTestApp(testDatabaseKinds()[0]!, { config: { storybookDir, appDir } }),
      buildStorybookServer(storybookDir),
      buildStorybookServer(join(storybookDir, 'absent')),
    ]);
  });
  afterAll(async () => {
    await Promise.all([app.close(), built.close(), notBuilt.close()]);
    await Promise.all([storybookDir, appDir].map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('answers its index at its root, with a policy that lets its manager run', async () => {
    const response = await built.inject({ method: 'GET', url: '/' });
    expect([response.statusCode, response.body]).toEqual([200, storybookIndex]);
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("is not served on the app's origin, where every path keeps the app's strict policy", async () => {
    for (const url of ['/storybook/', '/storybook/index.html', '/login']) {
      const response = await app.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('Nivaas design system');
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).not.toContain('unsafe-eval');
      expect(policy, url).not.toContain("'unsafe-inline'");
      expect(policy, url).toContain("frame-ancestors 'none'");
    }
  });

  it('says how to build it when it has not been built', async () => {
    const response = await notBuilt.inject({ method: 'GET', url: '/' });
    expect([response.statusCode, response.headers['content-type'], response.body]).toEqual([
      404,
      'text/plain; charset=utf-8',
      NOT_BUILT,
    ]);
  });
});
