import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { startTestApp, type TestApp } from '../test/testApp';
import { NOT_BUILT } from './storybook';

const storybookIndex = '<!doctype html><title>Nivaas design system</title><div id="root"></div>';

describe('the Storybook beside the app', () => {
  let built: TestApp;
  let notBuilt: TestApp;
  let storybookDir: string;
  let appDir: string;
  beforeAll(async () => {
    [storybookDir, appDir] = await Promise.all([
      mkdtemp(join(tmpdir(), 'nivaas-storybook-')),
      mkdtemp(join(tmpdir(), 'nivaas-app-')),
    ]);
    await writeFile(join(storybookDir, 'index.html'), storybookIndex);
    await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Nivaas</title><div id="root"></div>');
    const [database] = testDatabaseKinds();
    [built, notBuilt] = await Promise.all([
      startTestApp(database!, { config: { storybookDir, appDir } }),
      startTestApp(database!, { config: { storybookDir: join(storybookDir, 'absent') } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([built.close(), notBuilt.close()]);
    await Promise.all([storybookDir, appDir].map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('answers its index at /storybook/, with a policy that lets its manager run', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/storybook/' });
    expect([response.statusCode, response.body]).toEqual([200, storybookIndex]);
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends /storybook on to /storybook/', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/storybook' });
    expect([response.statusCode, response.headers.location]).toEqual([302, '/storybook/']);
  });

  it("leaves the app's own policy as it was", async () => {
    const response = await built.app.inject({ method: 'GET', url: '/login' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('says how to build it when it has not been built', async () => {
    const response = await notBuilt.app.inject({ method: 'GET', url: '/storybook/' });
    expect([response.statusCode, response.headers['content-type'], response.body]).toEqual([
      404,
      'text/plain; charset=utf-8',
      NOT_BUILT,
    ]);
  });
});
