import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE } from '../media/routes';
import type { App } from '../services';
import { answerNoSuchEndpoint } from './errors';

const isApiPath = (path: string) => /^\/(api|media)(\/|$)/.test(path);
/** A missing file (an old asset, favicon.ico) is a 404, not the app's page. */
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

export const hasBuiltApp = (appDir: string) => existsSync(join(appDir, 'index.html'));

/**
 * Serves the built app (dist/app) beside the API: Vite's hashed assets cached for ever, as the
 * brotli or gzip copy the build wrote beside each (build/precompress.ts) when the browser takes it,
 * and index.html (never cached) for every other page address, so the app's router takes over
 * (history fallback). /api and /media keep their JSON 404s.
 */
export async function serveApp(app: App, appDir: string) {
  const assetsDir = join(appDir, 'assets');
  await app.register(fastifyStatic, {
    root: appDir,
    index: 'index.html',
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !looksLikeFile(path);
    if (!isPage) return answerNoSuchEndpoint(request, reply);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', appDir);
  });
}
