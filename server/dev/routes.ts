import type { App, Services } from '../services';

/**
 * Development only (config.devRoutes: DEV_OUTBOX=1 on a loopback host, never in production): the
 * local outbox, so e2e tests read the codes and alerts sent, and a way to run the alert worker now
 * rather than on its next tick, so a journey waits for the work and not for a timer.
 */
export function devRoutes(app: App, { mailer, alerts }: Services) {
  app.get('/api/dev/outbox', async () => ({ messages: mailer.outbox() }));
  app.post('/api/dev/alerts/drain', async () => {
    await alerts.drain();
    return { message: 'Alert work done' };
  });
}
