import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE, isApiPath, looksLikeFile } from '../http/addresses';
import { answerNoSuchEndpoint } from '../http/errors';
import type { App } from '../services';
import { readAppAssets } from './assets';
import { seoRoutes } from './seo';
import { pageAnswerer } from './servePage';

export const hasBuiltApp = (appDir: string) => existsSync(join(appDir, 'index.html'));

/**
 * Serves the built app (dist/app) beside the API: Vite's hashed assets cached for ever, as the
 * brotli or gzip copy the build wrote beside each (build/precompress.ts) when the browser takes it,
 * and for every other page address, never cached, the public pages rendered on the server
 * (./servePage) and index.html for the rest, where the app's router takes over (history fallback).
 * /api and /media keep their JSON 404s.
 */
export async function serveApp(app: App, appDir: string, sitemapUrls?: number) {
  const assetsDir = join(appDir, 'assets');
  const answerPage = pageAnswerer(app, await readAppAssets(appDir), appDir);
  await app.register(fastifyStatic, {
    root: appDir,
    // '/' is a page like any other (answerPage, below), not the file index.html.
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      if (!path.startsWith(assetsDir)) return void reply.header('Cache-Control', 'no-cache');
      // A hashed file is never asked for again, so nothing revalidates or resumes it: bytes for nothing
      // on each of the dozens of files a page loads.
      reply.header('Cache-Control', IMMUTABLE);
      for (const unused of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(unused);
    },
  });
  app.get('/', answerPage);
  seoRoutes(app, sitemapUrls);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !looksLikeFile(path);
    if (!isPage) return answerNoSuchEndpoint(request, reply);
    return answerPage(request, reply);
  });
}
