import { Suspense, use, useEffect, useReducer, useSyncExternalStore, type ReactNode } from 'react';
import { breakpoints } from '@/theme/tokens';

const DESKTOP_QUERY = `(min-width: ${breakpoints.mobileBelow}px)`;

const isDesktop = () => typeof window === 'undefined' || window.matchMedia(DESKTOP_QUERY).matches;

let desktopReached: Promise<void> | undefined;

/** Settles once the window is desktop-wide: made on the first look from a narrower window. */
function whenDesktop() {
  desktopReached ??= new Promise((resolve) => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const changed = () => {
      if (!query.matches) return;
      query.removeEventListener('change', changed);
      resolve();
    };
    query.addEventListener('change', changed);
  });
  return desktopReached;
}

const noChange = () => () => {};

/**
 * Stands in for the desktop's part in a narrower window. While React hydrates the page (the server
 * rendered that part for every window) it waits, so the server's HTML stays as sent, hidden by its
 * CSS, until the window is desktop-wide. Rendered in the browser, it is nothing: no wait, so an
 * update such as a new search commits at once.
 */
function NotOnThisWindow() {
  const hydrating = useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );
  if (hydrating) use(whenDesktop());
  return null;
}

function DesktopOrNothing({ children }: { children: ReactNode }) {
  const [, windowChanged] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    query.addEventListener('change', windowChanged);
    return () => query.removeEventListener('change', windowChanged);
  }, []);
  return isDesktop() ? children : <NotOnThisWindow />;
}

/**
 * What only the desktop layout shows, in a part the mobile layout hides with CSS (such as the filters
 * beside the results): a phone neither hydrates nor renders it, and renders it once the window is
 * desktop-wide (a tablet turned). Its controls are the costliest part of a page to hydrate, and a
 * phone has them elsewhere.
 */
export function DesktopOnly({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <DesktopOrNothing>{children}</DesktopOrNothing>
    </Suspense>
  );
}
