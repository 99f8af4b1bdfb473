import '@/theme/fonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { App } from './App';
import { loadFontsOnFirstNavigation } from './fontsOnNavigation';
import { isPublicPage, routes } from './routes';
import { FALLBACK_ELEMENT_ID } from './ssrData';

type Router = ReturnType<typeof createBrowserRouter>;

// index.html's #root: without it the app stops here (createRoot names a missing container).
const root = document.getElementById('root')!;

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
