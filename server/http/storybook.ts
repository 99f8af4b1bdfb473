import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

export const NOT_BUILT =
  'Storybook has not been built on this server: run `npm run build-storybook` (npm start builds it when missing), then reload.';

/**
 * The Storybook's own policy. Its manager runs inline scripts and evaluates code, and it shows each
 * story in a frame of its own page, so it gets what it needs, on its own origin: a script there
 * can neither read the app's storage (its session) nor frame the app, whose policy
 * (securityHeaders.ts) stays strict. Its stories answer from mock data in the browser (MSW), so it
 * calls nothing outside its own origin.
 */
export const storybookSecurityHeaders = {
  'content-security-policy': [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join(';'),
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/**
 * The published Storybook (README.md#storybook) as a server of its own, for its own port or host:
 * the built files (their brotli or gzip copies when the browser takes them, never cached: its file
 * names are not all hashed), or a page saying how to build it.
 */
export async function buildStorybookServer(storybookDir: string): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.addHook('onRequest', async (_request, reply) => {
    reply.headers(storybookSecurityHeaders);
  });
  if (existsSync(join(storybookDir, 'index.html'))) {
    await server.register(fastifyStatic, {
      root: storybookDir,
      preCompressed: true,
      setHeaders: (reply) => {
        reply.header('Cache-Control', 'no-cache');
      },
    });
  } else {
    server.get('/*', (_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT));
  }
  return server;
}
