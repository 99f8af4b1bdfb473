import type { createBrowserRouter } from 'react-router';

/**
 * A server-rendered page is shown in Inter's fallback face, scaled to Inter's metrics: Inter comes
 * with the first page the app renders itself, which is laid out anew anyway (the page's loader,
 * server/ssr/appLoading.ts, loads the faces: docs/architecture.md#server-rendering-of-the-public-pages).
 */
export function loadFontsOnFirstNavigation(router: ReturnType<typeof createBrowserRouter>) {
  const landing = router.state.location;
  const stop = router.subscribe((state) => {
    if (state.location === landing) return;
    stop();
    (globalThis as { __nivaasLoadFonts?: () => void }).__nivaasLoadFonts?.();
  });
}
