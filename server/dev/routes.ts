import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { answerNoSuchEndpoint } from '../http/errors';
import { devClock } from './clock';
import type { App, Services } from '../services';

/** Headers a proxy adds: a request that carries one came from elsewhere, whatever its socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

const isLoopbackAddress = (address: string | undefined) => {
  if (!address || !isIP(address)) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.\d+\.\d+\.\d+$/.test(v4);
};

/**
 * Whether a request came from this machine itself: a loopback socket and no forwarding header. A
 * reverse proxy on the same host (nginx in front of HOST=127.0.0.1) connects from loopback too,
 * but says so in the headers it adds.
 */
export const isFromThisMachine = (request: FastifyRequest) =>
  isLoopbackAddress(request.socket.remoteAddress) &&
  FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);

/**
 * Development only (config.devRoutes: DEV_OUTBOX=1 set by hand, on a loopback host, with no proxy,
 * never in production): the local outbox, so e2e tests read the codes and alerts sent, and a way to
 * run the jobs due now (docs/jobs.md) rather than when a worker polls, so a journey waits for the work
 * and not for a timer. Each request must come from this machine: the outbox holds other people's codes.
 */
export function devRoutes(app: App, { mailer, jobs }: Services) {
  app.register(async (dev) => {
    // Answered as an unknown path is: nothing tells a visitor from outside that the outbox exists.
    dev.addHook('onRequest', async (request, reply) => {
      if (!isFromThisMachine(request)) return answerNoSuchEndpoint(request, reply);
    });
    dev.get('/api/dev/outbox', async () => ({ messages: mailer.outbox() }));
    // docs/leads.md#site-visits' journey: tomorrow, and after a slot, without waiting (server/dev/clock.ts).
    dev.post('/api/dev/clock', async (request) => {
      const { advanceMs } = (request.body ?? {}) as { advanceMs?: unknown };
      if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0)
        return { message: 'Send { advanceMs }, a number of milliseconds from 0' };
      devClock.advance(advanceMs);
      return { message: 'Clock moved', now: devClock.now().toISOString() };
    });
    dev.post('/api/dev/jobs/run', async () => {
      const ran = await jobs.runDue();
      return { message: 'Jobs due done', ran };
    });
  });
}
