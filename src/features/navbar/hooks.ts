import { useEffect, useState } from 'react';
import { useClock } from '@/components/Clock';
import { isMobileWidth, nextScrollState } from './navModel';

/** docs/routes.md#mobile-layout: the mobile layout below 1024 px; resizes are debounced by 50 ms. */
export function useIsMobile() {
  const [mobile, setMobile] = useState(() => isMobileWidth(window.innerWidth));
  const clock = useClock();
  useEffect(() => {
    let timer: unknown;
    const onResize = () => {
      clock.clearTimeout(timer);
      timer = clock.setTimeout(() => setMobile(isMobileWidth(window.innerWidth)), 50);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clock.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [clock]);
  return mobile;
}

/**
 * docs/routes.md#navbar-scrolled: scrolled past 20 px, tracking changes only when the movement exceeds 5 px. The first
 * render is at the top, as the server renders it (no window there); the effect reads the real
 * position, so hydration never meets a different bar.
 */
export function useScrolled() {
  const [state, setState] = useState({ lastY: 0, scrolled: false });
  useEffect(() => {
    const onScroll = () => setState((current) => nextScrollState(current, window.scrollY));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return state.scrolled;
}
