import '@/theme/fonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { isPublicPage, routes } from './routes';
import { FALLBACK_ELEMENT_ID } from './ssrData';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Route changes render at once, not as transitions: while a page's code loads the old page does
// not linger under the new address, 'Loading...' shows (docs/routes.md#lazy-pages), and the navbar sees the route
// change when the address changes, so a menu opened meanwhile stays open. app() runs once: the
// router is made there, so a server-rendered page makes it once its page's code is in, in the task
// that starts the hydration, not in the long one that runs the app's modules.
const app = (fallback?: Record<string, unknown>) => (
  <StrictMode>
    <App fallback={fallback}>
      <RouterProvider router={createBrowserRouter(routes)} useTransitions={false} />
    </App>
  </StrictMode>
);

const serverData = document.getElementById(FALLBACK_ELEMENT_ID)?.textContent;
if (serverData) {
  // A server-rendered page: its code is loaded first, so the first render is the page the server
  // rendered, with the data it rendered it with, and hydration meets the same tree.
  // (A promise, not a top-level await: the page's chunk imports modules this one's chunk holds.)
  const pagesHere = (matchRoutes(routes, window.location) ?? []).map((match) => match.route.handle);
  // Hydrated as a transition, React yields to the browser every few milliseconds instead of
  // holding a phone's main thread for the whole page (taps and scrolls answer meanwhile).
  void Promise.all(pagesHere.filter(isPublicPage).map((handle) => handle.publicPage.preload())).then(() =>
    startTransition(() => {
      hydrateRoot(root, app(JSON.parse(serverData) as Record<string, unknown>));
    }),
  );
} else {
  createRoot(root).render(app());
}
