// The server of `npm start`: the API and the built app on one port (README: Configuration).
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { configFromEnv, DEFAULT_HOST } from './config';
import { hasBuiltApp } from './ssr/serveApp';
import { buildStorybookServer } from './http/storybook';
import { DEMO_BUILDER_USERNAME, DEMO_PASSWORD, seedIfEmpty } from './seed';

const config = configFromEnv();
// PGlite is WebAssembly: compiled optimised once at start-up rather than tiered up while it serves
// (docs/toolchain.md#pglite-tier-up). Read when PGlite compiles its module, in buildApp.
if (config.database.kind === 'pglite') setFlagsFromString('--no-wasm-dynamic-tiering');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? DEFAULT_HOST;

const app = await buildApp(config);
if (await seedIfEmpty(app.services))
  app.log.info({ builder: DEMO_BUILDER_USERNAME, password: DEMO_PASSWORD }, 'seeded the demo accounts and projects');
if (!config.appDir || !hasBuiltApp(config.appDir)) app.log.warn('dist/app is not built: serving the API only');
if (process.env.NODE_ENV === 'production' && !config.smtpUrl)
  app.log.warn('SMTP_URL is not set: one-time codes are written to this log instead of being e-mailed');
if (process.env.NODE_ENV === 'production' && !process.env.PUBLIC_URL)
  app.log.warn(`PUBLIC_URL is not set: links, the sitemap and share tags name ${config.publicUrl}`);
if (process.env.DEV_OUTBOX === '1' && !config.devRoutes)
  app.log.warn(
    'DEV_OUTBOX is refused: the outbox is served only on a loopback HOST, with no TRUST_PROXY, never in production',
  );
if (config.database.kind === 'postgres' && !process.env.JWT_SECRET)
  app.log.warn('JWT_SECRET is not set: every instance sharing this database needs the same secret');

// The published Storybook runs inline scripts and eval: on an origin of its own (another port), a
// script there can never read the app's stored session (README.md#storybook).
const storybook =
  config.storybookDir && config.storybookPort !== null ? await buildStorybookServer(config.storybookDir) : null;

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    Promise.all([app.close(), storybook?.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });

await app.listen({ port, host });
if (storybook) await storybook.listen({ port: config.storybookPort!, host });
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(`\n  Nivaas is running at http://${shownHost}:${port}/`);
console.log(`  Demo portfolio: http://${shownHost}:${port}/builder/${DEMO_BUILDER_USERNAME}`);
if (storybook) console.log(`  Design system (Storybook): http://${shownHost}:${config.storybookPort}/`);
if (!config.smtpUrl)
  console.log(
    config.devRoutes
      ? `  E-mailed codes: in this log ("[outbox] To: ...") and at http://${shownHost}:${port}/api/dev/outbox (this machine only)\n`
      : '  E-mailed codes: in this log ("[outbox] To: ..."); set SMTP_URL to send real e-mails\n',
  );
else console.log('');
