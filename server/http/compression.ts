import compress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { App } from '../services';

/**
 * Compresses what the server makes per request (JSON answers, pages) for clients that accept it.
 * Built assets are sent pre-compressed (@fastify/static `preCompressed`, server/ssr/serveApp.ts): they
 * arrive with Content-Encoding set, which this plugin leaves alone. Brotli at quality 4 costs about
 * what gzip does per request and still wins on size; answers under 1 kB go as they are.
 */
export async function registerCompression(app: App) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
