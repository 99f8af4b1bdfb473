import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../services';
import type { AppAssets } from './assets';

const ROOT = '<div id="root"></div>';

/**
 * Answers a page address: a public page rendered on the server (its HTML, styles, data and the
 * modulepreloads of its chunks), any other the built index.html for the browser to render.
 */
export function pageAnswerer(app: App, assets: AppAssets) {
  const [head, tail] = assets.template.split(ROOT) as [string, string];
  if (tail === undefined) throw new Error(`index.html has no ${ROOT}`);
  const getJson = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { status: answer.statusCode, body: answer.statusCode === 200 ? answer.json() : null };
  };

  return async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Cache-Control', 'no-cache');
    const url = new URL(request.url, 'http://nivaas.local');
    const page = await assets.renderPublicPage(url, getJson, reply.cspNonce);
    if (!page) return reply.type('text/html; charset=utf-8').send(assets.template);
    const preloads = assets
      .chunksOf(page.pageName)
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
      .join('');
    const before = `${head.replace('</head>', `${preloads}${page.styles}</head>`)}<div id="root">`;
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .send(page.pipe(before, `</div>${tail}`));
  };
}
