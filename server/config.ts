import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DatabaseOptions } from './db/client';

/** Everything the server reads from its surroundings, so tests build an app from plain values. */
export interface AppConfig {
  database: DatabaseOptions;
  /** HS256 key for session tokens. */
  jwtSecret: string;
  /** The built app (dist/app) served beside the API, when it has been built. */
  appDir: string | null;
  /** Where uploaded media live on disk (the default storage). */
  mediaDir: string;
  /** nodemailer SMTP URL; without it codes go to the local outbox (logged). */
  smtpUrl: string | null;
  mailFrom: string;
  google: { clientId: string; jwksUrl: string } | null;
  /** The dev-only routes (GET /api/dev/outbox). Never in production. */
  devRoutes: boolean;
  /** Behind a load balancer: trust X-Forwarded-For for client addresses (rate limits). */
  trustProxy: boolean;
  /** Requests per minute per client address, on login and on the code endpoints. */
  rateLimit: { login: number; codes: number };
  /** pino log level, or false for no logs (tests). */
  logLevel: string | false;
  /** The clock, replaceable in tests (code expiry, token expiry). */
  now: () => Date;
  /** Bytes of public answers kept in memory (server/http/responseCache.ts); 0: no cache. */
  responseCacheBytes: number;
  /** Several instances share rate limits and cache invalidations here (server/redis.ts). */
  redisUrl: string | null;
}

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

const positiveInt = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The configuration of a real run, from environment variables (README: Configuration). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): AppConfig {
  const dataDir = resolve(root, env.DATA_DIR ?? 'data');
  const production = env.NODE_ENV === 'production';
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  return {
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    jwtSecret: env.JWT_SECRET || storedSecret(dataDir),
    appDir: resolve(root, 'dist/app'),
    mediaDir: resolve(root, env.MEDIA_DIR ?? join(dataDir, 'media')),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Nivaas <no-reply@nivaas.in>',
    google: clientId ? { clientId, jwksUrl: env.GOOGLE_JWKS_URL || GOOGLE_JWKS_URL } : null,
    devRoutes: !production,
    trustProxy: env.TRUST_PROXY === 'true',
    rateLimit: {
      login: positiveInt(env.RATE_LIMIT_LOGIN, 10),
      codes: positiveInt(env.RATE_LIMIT_CODES, 10),
    },
    logLevel: env.LOG_LEVEL || 'info',
    now: () => new Date(),
    // README: RESPONSE_CACHE is a size in MB, or off.
    responseCacheBytes: env.RESPONSE_CACHE === 'off' ? 0 : positiveInt(env.RESPONSE_CACHE, 64) * 2 ** 20,
    redisUrl: env.REDIS_URL || null,
  };
}
