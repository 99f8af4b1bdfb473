import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { DEFAULT_MAP_TILES, type MapTiles } from '@/api/contract';
import type { DatabaseOptions } from './db/client';
import { devClock } from './dev/clock';
import { s3SettingsOf, type S3Settings } from './media/s3Storage';

/** Everything the server reads from its surroundings, so tests build an app from plain values. */
export interface AppConfig {
  database: DatabaseOptions;
  /** HS256 key for session tokens. */
  jwtSecret: string;
  /** The built app (dist/app) served beside the API, when it has been built. */
  appDir: string | null;
  /** The built Storybook (dist/storybook, `npm run build-storybook`), served by main.ts on its own port. */
  storybookDir: string | null;
  /** STORYBOOK_PORT: the Storybook's own origin (never the app's); null: not served. */
  storybookPort: number | null;
  /** Where uploaded media live on disk (the default storage). */
  mediaDir: string;
  /** MEDIA_S3_* and MEDIA_PUBLIC_URL: media on an S3-compatible store instead (docs/media.md#s3); null: on disk. */
  mediaS3: S3Settings | null;
  /** nodemailer SMTP URL; without it codes go to the local outbox (logged). */
  smtpUrl: string | null;
  mailFrom: string;
  google: { clientId: string; jwksUrl: string } | null;
  /**
   * The dev-only routes (GET /api/dev/outbox): asked for with DEV_OUTBOX=1, never in production, on a
   * public address or behind a proxy (server/dev/routes.ts checks each request's socket as well).
   */
  devRoutes: boolean;
  /** The proxies in front whose X-Forwarded-For entries are believed: a hop count or their addresses. */
  trustProxy: TrustedProxies;
  /** Requests per minute per client address, on login and on the code endpoints. */
  rateLimit: { login: number; codes: number };
  /** Codes mailed in 24 hours per recipient address and per recipient domain (docs/auth.md#code-caps). */
  codeCaps: CodeCaps;
  /** pino log level, or false for no logs (tests). */
  logLevel: string | false;
  /** The clock, replaceable in tests (code expiry, token expiry). */
  now: () => Date;
  /** Bytes of public answers kept in memory (server/http/responseCache.ts); 0: no cache. */
  responseCacheBytes: number;
  /** Several instances share rate limits and cache invalidations here (server/redis.ts). */
  redisUrl: string | null;
  /**
   * Where people open the site: every absolute address the server writes (e-mail links, the sitemap,
   * canonical links, share tags) is on it, never on a request's Host. PUBLIC_URL, else this server's own.
   */
  publicUrl: string;
  /**
   * pg-boss's workers, cron and maintenance in this process (docs/jobs.md). Off in tests, which run
   * the jobs with JobQueue.runDue; JOB_WORKERS=off for an instance that only serves requests.
   */
  jobWorkers: boolean;
  /** MAP_TILE_URL and its attribution: the map's tiles (docs/map.md#tiles); the CSP admits their origin. */
  mapTiles: MapTiles;
}

export interface CodeCaps {
  /** To one address, whatever the codes are for. */
  perAddress: number;
  /** To the addresses of one domain (a company's, a college's). */
  perDomain: number;
  /** To one of the big consumer mail domains, where most people's addresses are (CONSUMER_MAIL_DOMAINS). */
  perConsumerDomain: number;
}
export const DEFAULT_CODE_CAPS: CodeCaps = { perAddress: 10, perDomain: 200, perConsumerDomain: 20_000 };

export const DEFAULT_HOST = '127.0.0.1';
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/**
 * Without JWT_SECRET, a secret is generated once and kept in data/, so sessions survive restarts of
 * the embedded default. Several instances behind a load balancer must share JWT_SECRET.
 */
function storedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export type TrustedProxies = false | number | string[];

/**
 * TRUST_PROXY names the proxies in front of the server: a hop count ('1' for one load balancer) or
 * their addresses and ranges ('10.0.0.0/8,127.0.0.1'). The client address is then the entry of
 * X-Forwarded-For just before the trusted ones; anything a client wrote further left is ignored.
 * 'true' means one hop: trusting every hop would let any client choose its address and slip its
 * rate limits. A hop count suits a server only the proxies can reach; otherwise list their addresses.
 */
export function trustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !validBits || rest.length > 0)
      throw new Error(`TRUST_PROXY: '${entry}' is not an IP address or range; give a hop count or addresses`);
  }
  return entries;
}

/**
 * Fastify's own reading of a number trusts no hop at all (it cannot tell the proxy from a client),
 * so a hop count is given to it as the function it would have used.
 */
export const fastifyTrustProxy = (trusted: TrustedProxies) =>
  typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
export const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);

const positiveInt = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * PUBLIC_URL as an origin (https://www.nivaas.in); without it, where this server listens, as a
 * browser on this machine reaches it (a wildcard HOST is opened as localhost).
 */
export function publicUrlOf(env: NodeJS.ProcessEnv): string {
  const given = env.PUBLIC_URL?.trim();
  if (given) {
    const url = URL.canParse(given) ? new URL(given) : null;
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash)
      throw new Error(`PUBLIC_URL: '${given}' is not an origin such as https://www.nivaas.in`);
    return url.origin;
  }
  const host = env.HOST ?? DEFAULT_HOST;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${env.PORT ?? 3000}`;
}

/**
 * MAP_TILE_URL (a {z}/{x}/{y} template, absolute or a path on this origin), MAP_TILE_ATTRIBUTION (text)
 * and MAP_TILE_ATTRIBUTION_URL; OpenStreetMap's own tiles without them (README: Map tiles:
 * not for heavy production use).
 */
export function mapTilesOf(env: NodeJS.ProcessEnv): MapTiles {
  const url = env.MAP_TILE_URL?.trim() || DEFAULT_MAP_TILES.url;
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part)) || tileOrigin(url) === undefined)
    throw new Error(`MAP_TILE_URL: '${url}' is not an http(s) or /path template with {z}, {x} and {y}`);
  return {
    url,
    attribution: env.MAP_TILE_ATTRIBUTION?.trim() || DEFAULT_MAP_TILES.attribution,
    attributionUrl: env.MAP_TILE_ATTRIBUTION_URL?.trim() || DEFAULT_MAP_TILES.attributionUrl,
    maxZoom: positiveInt(env.MAP_TILE_MAX_ZOOM, DEFAULT_MAP_TILES.maxZoom),
  };
}

/**
 * Where a tile template's images come from: its origin, null for a path on this server's own origin,
 * undefined for neither (a {s} subdomain template, another scheme).
 */
export function tileOrigin(template: string): string | null | undefined {
  if (template.startsWith('/') && !template.startsWith('//')) return null;
  const url = URL.canParse(template) ? new URL(template) : null;
  return url && ['http:', 'https:'].includes(url.protocol) && !url.host.includes('{') ? url.origin : undefined;
}

/** The configuration of a real run, from environment variables (README: Configuration). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): AppConfig {
  const dataDir = resolve(root, env.DATA_DIR ?? 'data');
  const production = env.NODE_ENV === 'production';
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  const trustProxy = trustedProxies(env.TRUST_PROXY);
  const devRoutes =
    env.DEV_OUTBOX === '1' && !production && isLoopbackHost(env.HOST ?? DEFAULT_HOST) && trustProxy === false;
  return {
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    jwtSecret: env.JWT_SECRET || storedSecret(dataDir),
    appDir: resolve(root, 'dist/app'),
    storybookDir: resolve(root, 'dist/storybook'),
    storybookPort: env.STORYBOOK_PORT === 'off' ? null : positiveInt(env.STORYBOOK_PORT, Number(env.PORT ?? 3000) + 1),
    mediaDir: resolve(root, env.MEDIA_DIR ?? join(dataDir, 'media')),
    mediaS3: s3SettingsOf(env),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Nivaas <no-reply@nivaas.in>',
    google: clientId ? { clientId, jwksUrl: env.GOOGLE_JWKS_URL || GOOGLE_JWKS_URL } : null,
    // The outbox holds other people's codes: only for a demo on this machine, and only when asked.
    // A proxy in front makes every visitor's request arrive from a loopback socket.
    devRoutes,
    trustProxy,
    rateLimit: {
      login: positiveInt(env.RATE_LIMIT_LOGIN, 10),
      codes: positiveInt(env.RATE_LIMIT_CODES, 10),
    },
    codeCaps: DEFAULT_CODE_CAPS,
    logLevel: env.LOG_LEVEL || 'info',
    // Where the dev routes are on, an e2e journey may move the clock forward (server/dev/clock.ts).
    now: devRoutes ? devClock.now : () => new Date(),
    // README: RESPONSE_CACHE is a size in MB, or off.
    responseCacheBytes: env.RESPONSE_CACHE === 'off' ? 0 : positiveInt(env.RESPONSE_CACHE, 64) * 2 ** 20,
    redisUrl: env.REDIS_URL || null,
    publicUrl: publicUrlOf(env),
    jobWorkers: env.JOB_WORKERS !== 'off',
    mapTiles: mapTilesOf(env),
  };
}
