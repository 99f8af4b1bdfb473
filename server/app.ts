import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type RouteOptions } from 'fastify';
import { createCodeService } from './accounts/codes';
import { createGoogleVerifier, googleNotConfigured, type GoogleVerifier } from './accounts/google';
import { createTokenService } from './accounts/tokens';
import { builderRoutes } from './builders/routes';
import { fastifyTrustProxy, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { devRoutes } from './dev/routes';
import { favouriteRoutes } from './favourites/routes';
import { registerCompression } from './http/compression';
import { installIdempotency } from './http/idempotency';
import { answerApiNotFound, HttpError, installErrorHandlers } from './http/errors';
import { refuseNulCharacters } from './http/nul';
import { cacheTags, createResponseCache, noResponseCache } from './http/responseCache';
import { RequestLog } from './http/requestLog';
import { installSecurityHeaders } from './http/securityHeaders';
import { keepSignedInAnswersPrivate } from './http/privateAnswers';
import { hasBuiltApp, serveApp } from './ssr/serveApp';
import { inquiryRoutes } from './inquiries/routes';
import { leadRoutes } from './leads/routes';
import { sentInquiryRoutes } from './inquiries/sentRoutes';
import { listingRoutes } from './listings/routes';
import { mapRoutes } from './geo/routes';
import { popularLocalityRoutes, searchRoutes, similarListingRoutes, suggestionRoutes } from './search/routes';
import { localityRoutes } from './localities/routes';
import { pincodeRoutes } from './geo/pincodeRoutes';
import { createViewCounter } from './listings/views';
import { defineListingSweepJob } from './listings/freshness';
import { listingOwnerRoutes } from './listings/ownerActions';
import { listingReportRoutes } from './listings/reportRoutes';
import { staffReportRoutes } from './review/reportRoutes';
import { zodValidatorCompiler, type ZodTypeProvider } from './http/zod';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { MAX_FILE_BYTES, MAX_FILES } from './media/images';
import { mediaRoutes } from './media/routes';
import { photoUploadRoutes } from './media/uploadRoutes';
import { configuredStorage } from './media/configuredStorage';
import type { MediaStorage } from './media/storage';
import { projectRoutes } from './projects/routes';
import { clockedRateLimitStore } from './http/clockedRateLimits';
import { redisRateLimitStore } from './http/redisRateLimits';
import { connectRedis } from './redis';
import { defineAlertJobs } from './alerts/jobs';
import { createJobQueue } from './jobs/queue';
import { defineMediaCleanupJob } from './media/cleanupJob';
import { defineResponseTimeJob } from './accounts/responseTimeJob';
import { defineMissingVariantsJob, queueMissingVariants } from './media/variantsJob';
import { defineNotificationMailJob } from './notifications/mailJob';
import { notificationRoutes } from './notifications/routes';
import { defineVisitReminderJob } from './visits/reminders';
import { visitRoutes } from './visits/routes';
import { savedSearchRoutes } from './alerts/routes';
import type { App, Services } from './services';
import { codeRoutes } from './accounts/codeRoutes';
import { userRoutes } from './accounts/routes';

/** Collaborators a test or a deployment may replace (an S3 store, a fake mailer). */
export interface AppOverrides {
  storage?: MediaStorage;
  mailer?: Mailer;
  google?: GoogleVerifier;
  /** Told of each route as it is registered: the contact-leak test walks every one (server/security). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log's lines go instead of stdout (a test reads what the server said). */
  logStream?: { write(line: string): void };
  /** The most URLs in one sitemap file: the protocol's 50,000 unless a test makes it small. */
  sitemapUrls?: number;
}

/**
 * The whole API as a Fastify instance: opens the database and applies pending migrations, so a
 * test calls app.inject() and main.ts calls listen(). Closing the app closes the database.
 */
export async function buildApp(config: AppConfig, overrides: AppOverrides = {}): Promise<App> {
  const app = Fastify({
    // A line for the requests that matter only, rather than two for each.
    logController: new RequestLog(),
    logger:
      config.logLevel === false
        ? false
        : { level: config.logLevel, ...(overrides.logStream ? { stream: overrides.logStream } : {}) },
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  if (overrides.onRoute) app.addHook('onRoute', overrides.onRoute);
  app.setValidatorCompiler(zodValidatorCompiler);
  installErrorHandlers(app);
  refuseNulCharacters(app);

  const database = openDatabase(config.database);
  app.addHook('onClose', () => database.close());
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  const db = database.db;
  const shared = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : null;
  if (shared) app.addHook('onClose', () => shared.close());
  const cache =
    config.responseCacheBytes > 0
      ? createResponseCache(config.responseCacheBytes, shared?.publish ?? null)
      : noResponseCache;
  await shared?.subscribe(cache);

  const mailer =
    overrides.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(app.log, config.now));
  // docs/jobs.md: pg-boss in the same database, through its own pool on PostgreSQL, through the app's
  // PGlite otherwise. Closed after the views queue their last batch, before the database closes.
  const jobs = createJobQueue({
    connection:
      config.database.kind === 'postgres'
        ? { kind: 'postgres', url: config.database.url }
        : { kind: 'pglite', client: database.pglite! },
    log: app.log,
    now: config.now,
    work: config.jobWorkers,
  });
  app.addHook('onClose', () => jobs.close());
  const storage = overrides.storage ?? configuredStorage(config);
  // Before the alert jobs: runDue works the queues in this order, so a digest due at the same moment
  // as the sweep leaves out what the sweep paused.
  defineListingSweepJob(jobs, {
    db,
    mailer,
    cache,
    now: config.now,
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const services: Services = {
    config,
    database,
    db,
    tokens: createTokenService(db, config.jwtSecret, config.now),
    codes: createCodeService(db, { secret: config.jwtSecret, now: config.now, caps: config.codeCaps }),
    mailer,
    storage,
    google: overrides.google ?? (config.google ? createGoogleVerifier(config.google, config.now) : googleNotConfigured),
    views: createViewCounter(db, jobs, config.now, app.log, (ids) => cache.invalidate(ids.map(cacheTags.listing))),
    cache,
    jobs,
    alerts: defineAlertJobs(jobs, { db, mailer, config, log: app.log }),
    notificationMail: defineNotificationMailJob(jobs, { db, mailer, config, log: app.log }),
  };
  app.decorate('services', services);
  // onClose hooks run last-added first: the views are queued before the queue, Redis and the database close.
  app.addHook('onClose', () => services.views.close());
  defineMediaCleanupJob(jobs, { db, storage, now: config.now, log: app.log });
  defineResponseTimeJob(jobs, { db, cache, now: config.now, log: app.log });
  defineMissingVariantsJob(jobs, { db, storage, log: app.log });
  defineVisitReminderJob(jobs, services);
  try {
    await jobs.start();
    await queueMissingVariants(jobs);
  } catch (error) {
    await app.close();
    throw error;
  }

  installSecurityHeaders(app, config);
  keepSignedInAnswersPrivate(app);
  await registerCompression(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, 'Too many attempts. Please wait a minute and try again.'),
    store: shared
      ? redisRateLimitStore({ client: shared.client, now: config.now, log: app.log })
      : clockedRateLimitStore(config.now),
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 40, fieldSize: 256 * 1024, parts: 60 },
  });

  installIdempotency(app, services);
  userRoutes(app, services);
  codeRoutes(app, services);
  favouriteRoutes(app, services);
  projectRoutes(app, services);
  builderRoutes(app, services);
  searchRoutes(app, services);
  mapRoutes(app, services);
  popularLocalityRoutes(app, services);
  localityRoutes(app, services);
  pincodeRoutes(app);
  suggestionRoutes(app, services);
  listingRoutes(app, services);
  similarListingRoutes(app, services);
  inquiryRoutes(app, services);
  leadRoutes(app, services);
  listingOwnerRoutes(app, services);
  listingReportRoutes(app, services);
  staffReportRoutes(app, services);
  sentInquiryRoutes(app, services);
  savedSearchRoutes(app, services);
  mediaRoutes(app, services);
  photoUploadRoutes(app, services);
  notificationRoutes(app, services);
  visitRoutes(app, services);
  if (config.devRoutes) devRoutes(app, services);
  if (config.appDir && hasBuiltApp(config.appDir)) await serveApp(app, config.appDir, overrides.sitemapUrls);
  else answerApiNotFound(app);
  return app;
}
