import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text that shrinks; images and fonts are compressed already, and index.html is the server's template. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** A compressed copy is kept only when it saves more than this: its `content-encoding: br` header and a margin. */
const HEADER_BYTES = 32;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

/** `file.br` (quality 11) and `file.gz` (level 9) beside `file`, each where it is worth its header. */
export async function writeCompressedCopies(file: string) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  const worthIt = (copy: Buffer) => copy.length + HEADER_BYTES < source.length;
  await Promise.all([worthIt(br) && writeFile(`${file}.br`, br), worthIt(gz) && writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes `file.br` (quality 11) and `file.gz` (level 9) beside every compressible file of the build,
 * so the server sends them as they are (@fastify/static `preCompressed`) and never compresses an
 * asset per request. Done once at build time, where the slowest, smallest settings cost nothing.
 */
export function precompress(): Plugin {
  return {
    name: 'nivaas:precompress',
    apply: 'build',
    // What the browser downloads; the server's own bundle (dist/ssr) is read from disk.
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      const { root, build } = this.environment.config;
      // Vite resolves outDir from the root; Storybook's build gives an absolute one.
      const outDir = resolve(root, build.outDir);
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(writeCompressedCopies));
    },
  };
}
