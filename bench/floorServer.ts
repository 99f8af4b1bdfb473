import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.webp': 'image/webp',
};
const compressible = new Set(['.html', '.js', '.css']);

/**
 * The floors of the bench on one local server, each under its own path (/static/, /react/): files
 * as a good static host sends them (brotli for text, a long cache for hashed assets), so a floor's
 * Lighthouse run and transferred bytes stand beside Nivaas' in the same conditions.
 */
export async function serveFloors(dirs: Record<string, string>) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    const [, prefix = '', ...rest] = url.pathname.split('/');
    const dir = dirs[prefix];
    const file = rest.join('/') || 'index.html';
    if (!dir || normalize(file).startsWith('..')) return void response.writeHead(404).end();
    try {
      let body = await readFile(join(dir, file));
      const ext = extname(file);
      const headers: Record<string, string> = { 'content-type': types[ext] ?? 'application/octet-stream' };
      headers['cache-control'] = file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      if (compressible.has(ext) && /\bbr\b/.test(String(request.headers['accept-encoding']))) {
        body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        headers['content-encoding'] = 'br';
      }
      response.writeHead(200, headers).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the floor server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
