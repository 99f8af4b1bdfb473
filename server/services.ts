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
import type { Alerts } from './alerts/jobs';
import type { JobQueue } from './jobs/queue';
import type { NotificationMail } from './notifications/mailJob';

/** What every route module receives: the app's collaborators, built once in buildApp. */
export interface Services {
  config: AppConfig;
  database: Database;
  db: Db;
  tokens: TokenService;
  codes: CodeService;
  /** Sends while the request waits: one-time codes only (docs/jobs.md#mail). */
  mailer: Mailer;
  storage: MediaStorage;
  google: GoogleVerifier;
  views: ViewCounter;
  cache: ResponseCache;
  /** docs/jobs.md: the work off the request path; tests and /api/dev/jobs/run call runDue(). */
  jobs: JobQueue;
  /** docs/listings.md#alert-matching: saved-search alerts, matched and sent as jobs. */
  alerts: Alerts;
  /** docs/notifications.md#batching: queues a thread's notification mail, at most one per 15 minutes. */
  notificationMail: NotificationMail;
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
