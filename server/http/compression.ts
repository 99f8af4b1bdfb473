import compress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { App } from '../services';

/**
 * Compresses what the server makes per request (JSON answers, pages) for clients that accept it.
 * Built assets are sent pre-compressed (@fastify/static `preCompressed`, server/ssr/serveApp.ts): they
 * arrive with Content-Encoding set, which this plugin leaves alone. Brotli at quality 5 costs what
 * quality 4 and gzip do per request (1.3 ms for the home page's 56 kB) and makes a page 7 % smaller
 * than quality 4 (the home page 12.6 against 13.4 kB): with its headers, the search's page fits the
 * 14.6 kB a new connection's first round trip carries, where it needed a second (docs/architecture.md#server-rendering).
 * Answers under 1 kB go as they are.
 */
export async function registerCompression(app: App) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
