import { createHash } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '@/lib/paths';
import type { App } from '../services';
import { escapeHtml } from './html';
import { createSharedRenders } from './sharedRenders';
import {
  planSitemapFiles,
  SITEMAP_FILE_NAME,
  SITEMAP_URL_LIMIT,
  sitemapFileName,
  sitemapFileUrls,
  type SitemapFile,
  type SitemapUrl,
} from './sitemapFiles';

/** How long the files' layout and a made file are kept: a crawler's next visit sees changes since. */
const SITEMAP_TTL_MS = 10 * 60 * 1000;
/** Gzipped sitemap files kept in memory: a million listings' are about 20 MB. */
const SITEMAP_CACHE_BYTES = 48 * 2 ** 20;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const day = (moment: Date) => moment.toISOString().slice(0, 10);
const lastmodOf = (moment: Date | null) => (moment ? `<lastmod>${day(moment)}</lastmod>` : '');
const newest = (moments: (Date | null)[]) =>
  moments.reduce<Date | null>((latest, m) => (m && (!latest || m > latest) ? m : latest), null);
const etagOf = (text: string) => `"${createHash('sha1').update(text).digest('base64url')}"`;

/** Accept-Encoding names gzip (or anything) with a weight above 0. */
function acceptsGzip(request: FastifyRequest) {
  return (request.headers['accept-encoding'] ?? '').split(',').some((part) => {
    const [name = '', ...parameters] = part.split(';').map((p) => p.trim().toLowerCase());
    const weight = parameters.find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (weight === undefined || Number(weight.slice(2)) > 0);
  });
}

/** The sitemap's file layout, made again after SITEMAP_TTL_MS while the old one keeps answering. */
function keptPlan(make: () => Promise<SitemapFile[]>, now: () => number) {
  let kept: { files: SitemapFile[]; at: number } | null = null;
  let making: Promise<SitemapFile[]> | null = null;
  const remake = () =>
    (making ??= make()
      .then((files) => {
        kept = { files, at: now() };
        return files;
      })
      .finally(() => {
        making = null;
      }));
  return async () => {
    if (kept && now() - kept.at < SITEMAP_TTL_MS) return kept.files;
    if (!kept) return remake();
    // Stale: answered from the old layout while the new one is made (a failure keeps the old).
    remake().catch(() => undefined);
    return kept.files;
  };
}

/**
 * What search engines read first: /robots.txt (the public pages open, the signed-in ones and the
 * API not worth crawling) and /sitemap.xml, an index of sitemap files of at most `urlLimit` URLs
 * each: /sitemaps/pages.xml (the home and all-properties pages), then every listing in search,
 * every approved project and every portfolio with one, in ranges of their ids
 * (server/ssr/sitemapFiles.ts), each URL with its last change. Each file streams as it is read;
 * twenty crawlers asking at once share one making of it (server/ssr/sharedRenders.ts), kept for
 * ten minutes while the response cache is on. Addresses are on the configured PUBLIC_URL, never on
 * the request's Host: these answers are public and cached.
 */
export function seoRoutes(app: App, urlLimit = SITEMAP_URL_LIMIT) {
  const { db, config } = app.services;
  const origin = config.publicUrl;
  const now = () => config.now().getTime();
  const plan = keptPlan(() => planSitemapFiles(db, urlLimit), now);
  const renders = createSharedRenders({
    keep: config.responseCacheBytes > 0,
    maxBytes: SITEMAP_CACHE_BYTES,
    ttlMs: SITEMAP_TTL_MS,
    now,
  });
  const at = (path: string) => escapeHtml(new URL(path, origin).href);

  /** Sends the answer `name` made by `make` (ETag `etag`), gzipped to a client that takes it. */
  function sendXml(
    request: FastifyRequest,
    reply: FastifyReply,
    { name, etag }: { name: string; etag: string },
    make: () => AsyncIterable<string>,
  ) {
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', `public, max-age=${SITEMAP_TTL_MS / 1000}`)
      .header('ETag', etag)
      .header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
    const gzipped = Readable.from(renders.read(`${name} ${etag}`, make));
    if (acceptsGzip(request)) return reply.header('Content-Encoding', 'gzip').send(gzipped);
    // A making that fails ends the unzipped answer too (pipe would leave it open).
    const plain = createGunzip();
    pipeline(gzipped, plain, () => undefined);
    return reply.send(plain);
  }

  async function* urlset(batches: AsyncIterable<SitemapUrl[]>) {
    yield `${XML_HEAD}<urlset ${NAMESPACE}>\n`;
    for await (const urls of batches)
      yield urls.map(({ path, lastmod }) => `<url><loc>${at(path)}</loc>${lastmodOf(lastmod)}</url>\n`).join('');
    yield '</urlset>\n';
  }

  const layoutTag = (files: SitemapFile[]) =>
    etagOf(files.map((f) => `${sitemapFileName(f)} ${f.count} ${f.lastmod?.getTime()}`).join('\n'));

  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...[
        '/api/',
        '/buyer',
        '/seller',
        '/agent',
        '/builder/properties',
        '/builder/profile',
        '/inquiries',
        '/staff/',
      ].map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const files = await plan();
    const lastmod = newest(files.map((f) => f.lastmod));
    const entries = [
      { name: 'pages.xml', lastmod },
      ...files.map((file) => ({ name: sitemapFileName(file), lastmod: file.lastmod })),
    ];
    return sendXml(request, reply, { name: 'sitemap.xml', etag: layoutTag(files) }, async function* () {
      yield `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n`;
      for (const entry of entries)
        yield `<sitemap><loc>${at(`/sitemaps/${entry.name}`)}</loc>${lastmodOf(entry.lastmod)}</sitemap>\n`;
      yield '</sitemapindex>\n';
    });
  });

  app.get('/sitemaps/pages.xml', async (request, reply) => {
    const files = await plan();
    // The home and the list show the newest items: they change with them.
    const lastmod = newest(files.map((f) => f.lastmod));
    const pages = [paths.home, paths.allProperties].map((path) => ({ path, lastmod }));
    return sendXml(request, reply, { name: 'pages.xml', etag: layoutTag(files) }, () =>
      urlset(
        (async function* () {
          yield pages;
        })(),
      ),
    );
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const name = request.params.file;
    const file = SITEMAP_FILE_NAME.test(name) ? (await plan()).find((f) => sitemapFileName(f) === name) : undefined;
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap file');
    const etag = etagOf(`${name} ${file.count} ${file.lastmod?.getTime()}`);
    return sendXml(request, reply, { name, etag }, () => urlset(sitemapFileUrls(db, file, urlLimit)));
  });
}
