import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../services';
import { appLoadingOf, loadAppScript } from './appLoading';
import type { AppAssets } from './assets';
import { escapeHtml } from './html';
import { readingTags } from '../http/readTags';
import { createPageCache } from './pageCache';
import { metaTags } from './pageMeta';
import { sessionHintTags } from './sessionHint';
import type { Photo } from '@/api/contract';
import { galleryPhotoSources } from '@/lib/photoSources';

const ROOT = '<div id="root"></div>';
/** index.html's own title and description, which a public page replaces with its own. */
const SITE_META = /<title>[^<]*<\/title>|<meta\s+name="description"[^>]*>/g;
/**
 * Pages are rendered with this stand-in for the CSP nonce, which each answer replaces with its own.
 * Random per process: no listing's text can hold it, so no stored markup could borrow a nonce.
 */
const NONCE_STAND_IN = randomBytes(16).toString('hex');

/**
 * Answers a page address: a public page rendered on the server (its HTML, styles and data, and a
 * script that loads the app and the page's chunks once it has painted), any other the built
 * index.html for the browser to render. Rendered pages are kept for the next visitor while the
 * response cache is on; a listing's page, served from there, still reads the listing on the
 * visitor's behalf, so each visitor's view counts.
 */
export function pageAnswerer(app: App, assets: AppAssets, appDir: string) {
  const [template, tail] = assets.template.split(ROOT) as [string, string];
  if (tail === undefined) throw new Error(`index.html has no ${ROOT}`);
  const loading = appLoadingOf(template, appDir);
  const head = loading.head.replace(SITE_META, '');
  const { config, cache } = app.services;
  const pages = config.responseCacheBytes > 0 ? createPageCache(cache, config.responseCacheBytes / 4) : null;
  const nonce = { script: NONCE_STAND_IN, style: NONCE_STAND_IN };
  // The signed-in bar's code (src/features/navbar/SignedInNav.tsx), which a visitor with a stored session needs at once.
  const signedInBar = assets.chunksOf('SignedInNav');

  /** An API read on the visitor's behalf: from their address, so a listing's view counts as theirs. */
  const readerFor = (visitor: FastifyRequest) => async (url: string) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
      remoteAddress: visitor.ip,
    });
    return { status: answer.statusCode, body: answer.statusCode === 200 ? answer.json() : null };
  };

  /**
   * The page as a signed-out visitor sees it, with the nonce stand-in, and the tags of the answers it
   * was rendered from (`cacheable` when every read was such an answer: a 404 is not one); null for a
   * browser-rendered address.
   */
  async function render(request: FastifyRequest) {
    const url = new URL(request.url, 'http://nivaas.local');
    const visitorRead = readerFor(request);
    let reads = 0;
    const read = (apiUrl: string) => {
      reads += 1;
      return visitorRead(apiUrl);
    };
    const { result: page, tags, answers } = await readingTags(() => assets.renderPublicPage(url, read, nonce));
    if (!page) return null;
    const image = page.data.lcpImage;
    // The page's first photo is asked for with the HTML's head, before the body reaches its <img>,
    // in the size the gallery's <img> picks (the card's size on a phone).
    const photo = image ? photoPreload(image) : '';
    const appStyles = loading.styles ? `<style nonce="${nonce.style}">${loading.styles}</style>` : '';
    // With JavaScript off the loader never adds Inter, and a LaterImage's copy has no address: the
    // browser reads Inter's faces from here instead and shows each image's <noscript> twin. (Here,
    // not in GlobalStyle: every page's first load would carry the rule.)
    const noScript = `<noscript><style nonce="${nonce.style}">${loading.fontFaces}img[data-later-src]{display:none}</style></noscript>`;
    // Before the body: the document is marked before anything paints (docs/auth.md#first-paint).
    const headTags = `${sessionHintTags(nonce)}${metaTags(page.data.meta, config.publicUrl)}${photo}${appStyles}${noScript}${page.styles}`;
    const before = `${head.replace('</head>', `${headTags}</head>`)}<div id="root">`;
    const loader = loadAppScript(loading, assets.chunksOf(page.pageName), nonce.script, signedInBar);
    const html = await text(page.pipe(before, `</div>${tail.replace('</body>', `${loader}</body>`)}`));
    return { status: page.status, html, viewRead: page.data.viewRead, tags, cacheable: answers === reads };
  }

  return async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Cache-Control', 'no-cache');
    // Absolute addresses (canonical, og:url, JSON-LD) are on PUBLIC_URL, never on the request's
    // Host: a kept page goes to every visitor, whatever Host they sent.
    const key = request.url;
    const generation = pages?.generation ?? 0;
    let page = pages?.find(key);
    if (page?.viewRead) await readerFor(request)(page.viewRead);
    if (!page) {
      const rendered = await render(request);
      if (!rendered) return reply.type('text/html; charset=utf-8').send(assets.template);
      if (pages && rendered.cacheable) pages.keep(key, rendered, generation);
      page = rendered;
    }
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .send(page.html.replaceAll(NONCE_STAND_IN, reply.cspNonce.script));
  };
}

/** The preload of a page's first photo: the gallery's WebP variants when it has them (a browser without WebP skips it). */
function photoPreload(image: string | Photo) {
  const url = typeof image === 'string' ? image : image.url;
  const sources = typeof image === 'string' ? null : galleryPhotoSources(image);
  const srcSet = sources?.webp
    ? ` imagesrcset="${escapeHtml(sources.webp)}" imagesizes="${escapeHtml(sources.sizes)}" type="image/webp"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${srcSet} fetchpriority="high">`;
}
