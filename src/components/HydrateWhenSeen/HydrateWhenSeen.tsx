import {
  Suspense,
  use,
  useEffect,
  useCallback,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { SESSION_STORED } from '@/lib/sessionHint';

/** How far below the screen a part starts to hydrate: a quick scroll finds it ready. */
const NEAR_SCREEN = '50% 0px';

/**
 * What the visitor does inside a part before it comes near the screen (a pointer over it, a tap, a
 * tab): it hydrates at once. Heard on the window as the event starts, before React's listener on the
 * root: React then hydrates the part at once and hands it the event (a press that starts on
 * pointerdown, such as react-aria's, sees it whole).
 */
const REACHING_IN = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

/**
 * A promise React's `use` reads as settled the moment it opens (its status set as React sets it),
 * so a tap's synchronous hydration finds the part ready without waiting for a microtask.
 */
function newGate(): Gate {
  let settle!: () => void;
  const promise = new Promise<void>((resolve) => (settle = resolve));
  const open = () => {
    Object.assign(promise, { status: 'fulfilled', value: undefined });
    settle();
  };
  return { promise, open };
}

const noChange = () => () => {};

/** React reads the server's snapshot on the server and while the browser hydrates: only the latter waits. */
const hydratingInBrowser = () => typeof window !== 'undefined';

/**
 * Waits while React hydrates the page, until the gate opens; rendered in the browser (a later
 * navigation), it never waits. Tells its owner once it has committed, hydrated or rendered.
 */
function Gated({ gate, onReady, children }: { gate: Gate; onReady: () => void; children: ReactNode }) {
  const hydrating = useSyncExternalStore(noChange, () => false, hydratingInBrowser);
  if (hydrating) use(gate.promise);
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * A part of a server-rendered page below the fold (docs/architecture.md#hydrate-when-seen): React
 * leaves its server HTML as sent while it hydrates the page, and hydrates the part when it comes
 * near the screen or the visitor reaches into it (a tap, a tab), so a phone's start hydrates only
 * what it shows. For a stored session it hydrates right after the page, in a task of its own (what
 * it shows of the session must not wait to be seen). Rendered in the browser (a later navigation)
 * it renders at once.
 *
 * Until then it keeps the children it first rendered, the ones the server's HTML was made from:
 * an update from above meanwhile (the session after hydration) would make React drop that HTML
 * and render the part anew; it comes once the part has hydrated.
 */
export function HydrateWhenSeen({
  children,
  as = 'div',
  ...rest
}: {
  children: ReactNode;
  /** The part's own element: a list's item in a list. */
  as?: 'div' | 'li';
} & HTMLAttributes<HTMLElement>) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(newGate);
  const [firstChildren] = useState(children);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const shown = ready ? children : firstChildren;
  // The same element while nothing changes: React leaves a part that is still to hydrate alone.
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <Gated gate={gate} onReady={onReady}>
          {shown}
        </Gated>
      </Suspense>
    ),
    [gate, onReady, shown],
  );

  useEffect(() => {
    const element = ref.current;
    if (!element || ready) return;
    const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
      rootMargin: NEAR_SCREEN,
    });
    const reachedIn = (event: Event) => event.target instanceof Node && element.contains(event.target) && open();
    const stopWatching = () => {
      near.disconnect();
      for (const type of REACHING_IN) window.removeEventListener(type, reachedIn, { capture: true });
    };
    function open() {
      stopWatching();
      gate.open();
    }
    // A signed-in visitor's parts show their session once hydrated (a buyer's hearts, the report
    // button): they hydrate right after the page, each in a task of its own, not when seen.
    if (document.documentElement.hasAttribute(SESSION_STORED)) open();
    else {
      near.observe(element);
      for (const type of REACHING_IN) window.addEventListener(type, reachedIn, { capture: true });
    }
    return stopWatching;
  }, [gate, ready]);

  return (
    <Part ref={ref} as={as} {...rest}>
      {part}
    </Part>
  );
}

/** A part that renders nothing (a viewer it does not concern) takes no place among its siblings. */
const Part = styled.div`
  &:empty {
    display: none;
  }
`;
