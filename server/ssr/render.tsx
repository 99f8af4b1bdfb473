import { Transform } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { SWRConfig } from 'swr';
import { App } from '@/app/App';
import { isPublicPage, routes, type PublicRouteId } from '@/app/routes';
import { FALLBACK_ELEMENT_ID } from '@/app/ssrData';
import { dropLeadingHoisted } from './hoisted';
import { jsonForHtml } from './html';
import { publicData, type GetJson, type PageData } from './publicData';

/** The app's routes with a loader on each public page: the server fetches what the page shows. */
function withLoaders(table: RouteObject[], getJson: GetJson): RouteObject[] {
  return table.map((route) => {
    const load = route.id ? publicData[route.id as PublicRouteId] : undefined;
    const children = route.children ? withLoaders(route.children, getJson) : undefined;
    return {
      ...route,
      ...(children ? { children } : {}),
      ...(load ? { loader: ({ params, request }) => load(params, new URL(request.url).searchParams, getJson) } : {}),
    } as RouteObject;
  });
}

export interface RenderedPage {
  status: number;
  /** The public page's name (its chunk), for the modulepreloads. */
  pageName: string;
  routeId: PublicRouteId;
  data: PageData;
  /** The style element of what was rendered, with the request's nonce. */
  styles: string;
  /** Streams the page's HTML, then the data block, into `into`; `before` is written first. */
  pipe(before: string, after: string): Transform;
}

/**
 * Renders a public page as a signed-out visitor sees it: the route's loader fetches its data
 * through the API, the page's module is loaded before rendering (no 'Loading...' in the HTML), and
 * the HTML streams from react-dom/server. Null when the address is not a public page (a signed-in
 * page, a redirect): the browser renders those.
 */
export async function renderPublicPage(
  url: URL,
  getJson: GetJson,
  nonce: { script: string; style: string },
): Promise<RenderedPage | null> {
  const handler = createStaticHandler(withLoaders(routes, getJson));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const leaf = context.matches.at(-1)?.route;
  if (!leaf || !isPublicPage(leaf.handle)) return null;
  const page = leaf.handle.publicPage;
  await page.preload();
  const data = context.loaderData[leaf.id] as PageData;

  const sheet = new ServerStyleSheet();
  const router = createStaticRouter(handler.dataRoutes, context);
  const element = sheet.collectStyles(
    // A cache of its own per request: no answer is ever shared between two visitors' renders.
    <SWRConfig value={{ provider: () => new Map() }}>
      <App fallback={data.fallback}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce.script} />
      </App>
    </SWRConfig>,
  );

  return await new Promise<RenderedPage>((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      nonce: nonce.script,
      // A Suspense boundary's content stays where it stands, however large: React otherwise sends
      // one over 12,800 bytes after the rest, for an inline script to move into place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onShellReady() {
        // Nothing suspends (the page and its data are loaded): the shell is the whole page, and
        // its styles are all collected now.
        const styles = sheet.getStyleTags().replace(/<style /g, `<style nonce="${nonce.style}" `);
        sheet.seal();
        resolve({
          status: data.status,
          pageName: page.displayName,
          routeId: leaf.id as PublicRouteId,
          data,
          styles,
          pipe(before, after) {
            let started = false;
            const html = new Transform({
              transform(chunk, _encoding, done) {
                if (!started) this.push(before);
                started = true;
                done(null, chunk);
              },
              flush(done) {
                if (!started) this.push(before);
                this.push(
                  `${after.replace(
                    '</body>',
                    `<script type="application/json" id="${FALLBACK_ELEMENT_ID}">${jsonForHtml(data.fallback)}</script></body>`,
                  )}`,
                );
                done();
              },
            });
            // The head says the title, share tags and first photo's preload: React's copies stay out of #root.
            stream.pipe(dropLeadingHoisted()).pipe(html);
            return html;
          },
        });
      },
    });
  });
}
