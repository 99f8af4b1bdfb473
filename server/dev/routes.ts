import type { App, Services } from '../services';

/** Development only (never in production): the local outbox, so e2e tests read the codes sent. */
export function devRoutes(app: App, { mailer }: Services) {
  app.get('/api/dev/outbox', async () => ({ messages: mailer.outbox() }));
}
