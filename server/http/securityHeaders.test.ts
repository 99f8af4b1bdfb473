import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { startTestApp, type TestApp } from '../test/testApp';
import { standInApp } from '../test/standInApp';
import { DEFAULT_MAP_TILES as mapTiles } from '@/api/contract';
import {
  contentSecurityDirectives,
  GOOGLE_SIGN_IN,
  GOOGLE_SIGN_IN_SCRIPT,
  INLINE_STYLE_HASHES,
  STYLE_ATTRIBUTE_HASHES,
} from './securityHeaders';

const nonce = expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/);

/** The policy as a map: directive name to its sources. */
function policyOf(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources] as const),
  );
}

async function appWithBuiltPage(google: TestApp['app']['services']['config']['google']) {
  const { appDir, remove } = await standInApp({ 'assets/index-3f9a1c.js': 'console.log(1)' });
  const t = await startTestApp(testDatabaseKinds()[0]!, { config: { appDir, google } });
  return {
    t,
    close: async () => {
      await t.close();
      await remove();
    },
  };
}

describe('security headers of the served app and the API', () => {
  let served: Awaited<ReturnType<typeof appWithBuiltPage>>;
  beforeAll(async () => {
    served = await appWithBuiltPage(null);
  });
  afterAll(async () => served.close());

  it.each(['/', '/builder/skyline-developers', '/login?next=/buyer'])(
    '%s is sent with the policy, nosniff and no framing',
    async (url) => {
      const response = await served.t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      const policy = policyOf(response.headers['content-security-policy']);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      // A nonce per answer: a server-rendered page's style element carries it (server/ssr/render.tsx).
      expect(policy.get('script-src')).toEqual(["'self'", nonce]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('style-src')).toEqual(["'self'", ...INLINE_STYLE_HASHES, nonce]);
      expect(policy.get('style-src-attr')).toEqual(["'unsafe-hashes'", ...STYLE_ATTRIBUTE_HASHES]);
      // The map's tiles, OpenStreetMap's by default (docs/map.md#csp).
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-src')).toEqual(["'none'"]);
    },
  );

  it.each([
    '/api/builders/username/nobody',
    '/api/properties',
    '/media/none.webp',
    '/assets/index-3f9a1c.js',
    '/assets/index-3f9a1c.js?v=2',
    '/favicon.svg',
    '/no-such-file.css',
  ])(
    "%s (JSON, media or one of the app's files) is sent with a policy that allows nothing, nosniff and no framing, and no more",
    async (url) => {
      const response = await served.t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      const policy = policyOf(response.headers['content-security-policy']);
      expect([...policy]).toEqual([
        ['default-src', ["'none'"]],
        ['frame-ancestors', ["'none'"]],
      ]);
      // A page's headers would be bytes for nothing here.
      for (const pageOnly of ['x-frame-options', 'x-xss-protection', 'origin-agent-cluster'])
        expect(response.headers[pageOnly]).toBeUndefined();
    },
  );

  it('gives every answer a nonce of its own', async () => {
    const nonceOf = async () =>
      String((await served.t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']).match(
        /'nonce-([0-9a-f]+)'/,
      )?.[1];
    expect(await nonceOf()).not.toEqual(await nonceOf());
  });

  it('never allows inline script or eval', async () => {
    const header = String((await served.t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(header).not.toContain('unsafe-inline');
    expect(header).not.toContain('unsafe-eval');
  });

  describe('with Google sign-in configured', () => {
    // Started in a hook (its own, longer timeout): opening a database is set-up, not the check.
    let withGoogle: Awaited<ReturnType<typeof appWithBuiltPage>>;
    beforeAll(async () => {
      withGoogle = await appWithBuiltPage({ clientId: 'client.apps.googleusercontent.com', jwksUrl: 'http://x' });
    });
    afterAll(async () => withGoogle.close());

    it('lets Google sign-in in only when a client id is configured', async () => {
      const response = await withGoogle.t.app.inject({ method: 'GET', url: '/login' });
      const policy = policyOf(response.headers['content-security-policy']);
      expect(policy.get('script-src')).toEqual(["'self'", GOOGLE_SIGN_IN_SCRIPT, nonce]);
      expect(policy.get('frame-src')).toEqual([GOOGLE_SIGN_IN]);
      expect(policy.get('connect-src')).toEqual(["'self'", GOOGLE_SIGN_IN]);
      expect(policy.get('style-src')).toEqual(["'self'", ...INLINE_STYLE_HASHES, GOOGLE_SIGN_IN, nonce]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    });
  });

  it("admits photos from the S3 store's public address (its origin) when media are there (docs/media.md#s3)", () => {
    const mediaS3 = {
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      bucket: 'nivaas-media',
      region: 'ap-south-1',
      accessKeyId: 'AKIA0000',
      secretAccessKey: 'secret',
      publicUrl: 'https://media.nivaas.in/photos',
    };
    expect(contentSecurityDirectives({ google: null, mediaS3, mapTiles })['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://media.nivaas.in',
      'https://tile.openstreetmap.org',
    ]);
  });

  it("admits the map's tiles from their configured origin only (docs/map.md#csp)", () => {
    const imagesWith = (url: string) =>
      contentSecurityDirectives({ google: null, mediaS3: null, mapTiles: { ...mapTiles, url } })['img-src'];
    expect(imagesWith('https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=k')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.maptiler.com',
    ]);
    expect(imagesWith('/tiles/{z}/{x}/{y}.png')).toEqual(["'self'", 'data:', 'blob:']);
    const others = contentSecurityDirectives({ google: null, mediaS3: null, mapTiles });
    expect(Object.entries(others).filter(([, sources]) => sources.some((s) => s.includes('openstreetmap')))).toEqual([
      ['img-src', ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']],
    ]);
  });
});
