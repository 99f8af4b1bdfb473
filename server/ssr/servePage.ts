import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../services';
import { appLoadingOf, loadAppScript } from './appLoading';
import type { AppAssets } from './assets';
import { escapeHtml } from './html';
import { metaTags } from './pageMeta';

const ROOT = '<div id="root"></div>';
/** index.html's own title and description, which a public page replaces with its own. */
const SITE_META = /<title>[^<]*<\/title>|<meta\s+name="description"[^>]*>/g;

/**
 * Answers a page address: a public page rendered on the server (its HTML, styles and data, and a
 * script that loads the app and the page's chunks once it has painted), any other the built
 * index.html for the browser to render.
 */
export function pageAnswerer(app: App, assets: AppAssets, appDir: string) {
  const [template, tail] = assets.template.split(ROOT) as [string, string];
  if (tail === undefined) throw new Error(`index.html has no ${ROOT}`);
  const loading = appLoadingOf(template, appDir);
  const head = loading.head.replace(SITE_META, '');
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

  return async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Cache-Control', 'no-cache');
    const url = new URL(request.url, 'http://nivaas.local');
    const getJson = readerFor(request);
    const page = await assets.renderPublicPage(url, getJson, reply.cspNonce);
    if (!page) return reply.type('text/html; charset=utf-8').send(assets.template);
    const image = page.data.lcpImage;
    // The page's first photo is asked for with the HTML's head, before the body reaches its <img>.
    const photo = image ? `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">` : '';
    const appStyles = loading.styles ? `<style nonce="${reply.cspNonce.style}">${loading.styles}</style>` : '';
    const origin = `${request.protocol}://${request.host}`;
    const tags = `${metaTags(page.data.meta, origin)}${photo}${appStyles}${page.styles}`;
    const before = `${head.replace('</head>', `${tags}</head>`)}<div id="root">`;
    const loader = loadAppScript(loading, assets.chunksOf(page.pageName), reply.cspNonce.script);
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .send(page.pipe(before, `</div>${tail.replace('</body>', `${loader}</body>`)}`));
  };
}
