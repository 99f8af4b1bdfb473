import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CodeService } from './accounts/codes';
import type { GoogleVerifier } from './accounts/google';
import type { TokenService } from './accounts/tokens';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { ResponseCache } from './http/responseCache';
import type { ZodTypeProvider } from './http/zod';
import type { ViewCounter } from './listings/views';
import type { Mailer } from './mail/mailer';
import type { MediaStorage } from './media/storage';
import type { AlertWorker } from './alerts/alerts';

/** What every route module receives: the app's collaborators, built once in buildApp. */
export interface Services {
  config: AppConfig;
  database: Database;
  db: Db;
  tokens: TokenService;
  codes: CodeService;
  mailer: Mailer;
  storage: MediaStorage;
  google: GoogleVerifier;
  views: ViewCounter;
  cache: ResponseCache;
  /** docs/listings.md#alert-matching: saved-search alerts, matched and sent off the request path. */
  alerts: AlertWorker;
  /** docs/listings.md#confirmed-available: the 25/30-day rules, run every few minutes; tests call run(). */
  listingSweep: { run(): Promise<{ paused: number; reminded: number }> };
}

/** The Fastify instance with zod schemas on its routes. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
