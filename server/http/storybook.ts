import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from '../services';

/** Where the design system is published beside the app (README.md#storybook). */
export const STORYBOOK_PATH = '/storybook/';
export const isStorybookPath = (url: string) => /^\/storybook(\/|\?|$)/.test(url);

export const NOT_BUILT =
  'Storybook has not been built on this server: run `npm run build-storybook` (npm start builds it when missing), then reload.';

/**
 * The Storybook's own policy. Its manager runs inline scripts and evaluates code, and it shows each
 * story in a frame of its own page, so it gets what it needs here, on /storybook/ only: the app's
 * policy (securityHeaders.ts) stays as strict as before. Its stories answer from mock data in the
 * browser (MSW), so it calls nothing outside this server.
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
};

/**
 * Serves the built Storybook at /storybook/ (files as built, their brotli or gzip copies when the
 * browser takes them, never cached: its file names are not all hashed), or says how to build it.
 */
export async function serveStorybook(app: App, storybookDir: string | null) {
  app.get('/storybook', (_request, reply) => reply.redirect(STORYBOOK_PATH));
  if (storybookDir && existsSync(join(storybookDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: storybookDir,
      prefix: STORYBOOK_PATH,
      // Nothing here sends a file by hand; the app's registration may have decorated the reply.
      decorateReply: false,
      preCompressed: true,
      setHeaders: (reply) => {
        reply.header('Cache-Control', 'no-cache');
      },
    });
    return;
  }
  app.get(`${STORYBOOK_PATH}*`, (_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT));
}
