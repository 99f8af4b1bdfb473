import '@/theme/fonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { isPublicPage, routes } from './routes';
import { FALLBACK_ELEMENT_ID } from './ssrData';

type Router = ReturnType<typeof createBrowserRouter>;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Route changes render at once, not as transitions: while a page's code loads the old page does
// not linger under the new address, 'Loading...' shows (docs/routes.md#lazy-pages), and the navbar sees the route
// change when the address changes, so a menu opened meanwhile stays open.
const app = (router: Router, fallback?: Record<string, unknown>) => (
  <StrictMode>
    <App fallback={fallback}>
      <RouterProvider router={router} useTransitions={false} />
    </App>
  </StrictMode>
);

/**
 * A server-rendered page is shown in Inter's fallback face, scaled to Inter's metrics: Inter comes
 * with the first page the app renders itself, which is laid out anew anyway (the page's loader,
 * server/ssr/appLoading.ts, loads the faces: docs/architecture.md#server-rendering-of-the-public-pages).
 */
function loadFontsOnFirstNavigation(router: Router) {
  const landing = router.state.location;
  const stop = router.subscribe((state) => {
    if (state.location === landing) return;
    stop();
    (globalThis as { __nivaasLoadFonts?: () => void }).__nivaasLoadFonts?.();
  });
}

const serverData = document.getElementById(FALLBACK_ELEMENT_ID)?.textContent;
if (serverData) {
  // A server-rendered page: its code is loaded first, so the first render is the page the server
  // rendered, with the data it rendered it with, and hydration meets the same tree.
  // (A promise, not a top-level await: the page's chunk imports modules this one's chunk holds.)
  const pagesHere = (matchRoutes(routes, window.location) ?? []).map((match) => match.route.handle);
  // The router is made, and the page hydrated as a transition, once the page's code is in: in a
  // task of their own, not in the long one that runs the app's modules. React then yields to the
  // browser every few milliseconds instead of holding a phone's main thread for the whole page.
  void Promise.all(pagesHere.filter(isPublicPage).map((handle) => handle.publicPage.preload())).then(() => {
    const router = createBrowserRouter(routes);
    loadFontsOnFirstNavigation(router);
    startTransition(() => {
      hydrateRoot(root, app(router, JSON.parse(serverData) as Record<string, unknown>));
    });
  });
} else {
  createRoot(root).render(app(createBrowserRouter(routes)));
}
