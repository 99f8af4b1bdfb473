import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** docs/routes.md#scroll-to-top: every page change scrolls smoothly to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
