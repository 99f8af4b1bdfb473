import { useRef, type PointerEvent } from 'react';

/** How far a finger travels sideways, more than up or down, for a swipe (not a tap or a scroll). */
const SWIPE_PX = 40;

/**
 * A sideways swipe on an element: `onSwipe(1)` to the left (the next photo), `onSwipe(-1)` to the
 * right. The element takes `touch-action: pan-y` so the page still scrolls up and down under the
 * finger. `unlessSwiped` wraps a click handler: the click a mouse drag ends with does not count.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(event.clientY - from.y)) return;
      swiped.current = true;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
  const unlessSwiped = (onClick: () => void) => () => {
    if (swiped.current) swiped.current = false;
    else onClick();
  };
  return { handlers, unlessSwiped };
}
