import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILES } from '@/api/contract';
import { configFromEnv, tileOrigin, trustedProxies } from './config';

const envOf = (values: Record<string, string>) => configFromEnv({ JWT_SECRET: 'x'.repeat(40), ...values }, '/tmp');

describe('TRUST_PROXY', () => {
  it('trusts nobody by default, a hop count, or a list of addresses and ranges', () => {
    expect(trustedProxies(undefined)).toBe(false);
    expect(trustedProxies('false')).toBe(false);
    expect(trustedProxies('2')).toBe(2);
    expect(trustedProxies('10.0.0.0/8, 127.0.0.1,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
  });
  it("reads 'true' as one proxy, never as every hop a client can write", () => {
    expect(envOf({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
  });
  it('refuses what is neither a count nor an address', () => {
    expect(() => trustedProxies('yes')).toThrow("TRUST_PROXY: 'yes' is not an IP address or range");
    expect(() => trustedProxies('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
  });
});

describe('DEV_OUTBOX', () => {
  it('is off unless asked for', () => {
    expect(envOf({}).devRoutes).toBe(false);
    expect(envOf({ DEV_OUTBOX: '1' }).devRoutes).toBe(true);
    expect(envOf({ DEV_OUTBOX: '1', HOST: 'localhost' }).devRoutes).toBe(true);
  });
  it('is never served on a public address nor in production', () => {
    expect(envOf({ DEV_OUTBOX: '1', HOST: '0.0.0.0' }).devRoutes).toBe(false);
    expect(envOf({ DEV_OUTBOX: '1', HOST: '192.168.1.20' }).devRoutes).toBe(false);
    expect(envOf({ DEV_OUTBOX: '1', NODE_ENV: 'production' }).devRoutes).toBe(false);
  });
  it('is never served behind a proxy, whose visitors all arrive from a loopback socket', () => {
    expect(envOf({ DEV_OUTBOX: '1', HOST: '127.0.0.1', TRUST_PROXY: 'true' }).devRoutes).toBe(false);
    expect(envOf({ DEV_OUTBOX: '1', TRUST_PROXY: '127.0.0.1' }).devRoutes).toBe(false);
  });
});

describe('PUBLIC_URL', () => {
  it("is an origin, given or this server's own", () => {
    expect(envOf({ PUBLIC_URL: 'https://www.nivaas.in/' }).publicUrl).toBe('https://www.nivaas.in');
    expect(envOf({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(envOf({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(envOf({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
  });
  it('refuses what is not an origin', () => {
    for (const value of ['www.nivaas.in', 'ftp://nivaas.in', 'https://nivaas.in/app', 'https://nivaas.in/?a=1'])
      expect(() => envOf({ PUBLIC_URL: value }), value).toThrow(/PUBLIC_URL/);
  });
});

describe('MEDIA_S3_* (docs/media.md#s3)', () => {
  it('keeps media on disk without them, and stops the start when only some are given', () => {
    expect(envOf({}).mediaS3).toBeNull();
    expect(() => envOf({ MEDIA_S3_BUCKET: 'nivaas-media' })).toThrow(
      /^S3 media storage needs .*; missing: MEDIA_S3_ENDPOINT, MEDIA_S3_REGION, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY, MEDIA_PUBLIC_URL$/,
    );
  });
});

describe('MAP_TILE_* (docs/map.md#tiles)', () => {
  it("takes OpenStreetMap's tiles without them, a provider's template and attribution with them", () => {
    expect(envOf({}).mapTiles).toEqual(DEFAULT_MAP_TILES);
    const maptiler = envOf({
      MAP_TILE_URL: 'https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=abc',
      MAP_TILE_ATTRIBUTION: '© MapTiler © OpenStreetMap contributors',
      MAP_TILE_ATTRIBUTION_URL: 'https://www.maptiler.com/copyright/',
      MAP_TILE_MAX_ZOOM: '20',
    }).mapTiles;
    expect(maptiler).toEqual({
      url: 'https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=abc',
      attribution: '© MapTiler © OpenStreetMap contributors',
      attributionUrl: 'https://www.maptiler.com/copyright/',
      maxZoom: 20,
    });
    expect(envOf({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).mapTiles.url).toBe('/tiles/{z}/{x}/{y}.png');
  });
  it('refuses a template the map cannot fill or the CSP cannot name', () => {
    for (const value of [
      'https://tiles.example.in/{z}/{x}.png',
      'ftp://tiles.example.in/{z}/{x}/{y}.png',
      'https://{s}.tile.example.in/{z}/{x}/{y}.png',
      '//tiles.example.in/{z}/{x}/{y}.png',
    ])
      expect(() => envOf({ MAP_TILE_URL: value }), value).toThrow(/MAP_TILE_URL/);
  });
  it("names the tiles' origin for the CSP: none for a path on our own", () => {
    expect(tileOrigin(DEFAULT_MAP_TILES.url)).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('http://127.0.0.1:4100/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4100');
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });
});
