import { useEffect, useRef, useState } from 'react';

/** How far below the screen an element counts as near: about a phone screen, so it is ready when reached. */
const NEAR_MARGIN = '0px 0px 600px 0px';

/**
 * Whether the element given `ref` has come near the screen; it stays true once it has. What sits
 * below the fold is asked for only when a person scrolls towards it, not with the page.
 */
export function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
