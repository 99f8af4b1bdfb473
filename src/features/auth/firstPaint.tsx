import { useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { SIGNED_OUT_GIVES_PLACE, SIGNED_OUT_PART, STORED_SESSION_PART } from '@/lib/sessionHint';

const noChange = () => () => {};

/** True while the browser hydrates the server's HTML (and on the server): the session is not read yet. */
const useBeforeSessionRead = () =>
  useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );

/**
 * docs/auth.md#first-paint: what only a signed-out visitor sees, such as the bar's Login link. The
 * server renders every visitor signed out; the part keeps the server's mark while the browser
 * hydrates it, which hides it when the page's head found a stored session. Right after, the
 * component showing it has read the session itself and shows a signed-in visitor their own part
 * instead, in the same update that drops the mark.
 *
 * Hidden, it keeps its place (the bar's Login, whose place the user's name takes), unless it gives
 * its place to a stand-in of what a signed-in visitor sees there (`givesPlace`, beside a
 * StoredSessionOnly of the same size): a row after it then does not move when the session is read.
 */
export function SignedOutOnly({ children, givesPlace = false }: { children: ReactNode; givesPlace?: boolean }) {
  const beforeSessionRead = useBeforeSessionRead();
  const mark = givesPlace ? SIGNED_OUT_GIVES_PLACE : '';
  return <Part {...{ [SIGNED_OUT_PART]: beforeSessionRead ? mark : undefined }}>{children}</Part>;
}

/**
 * docs/auth.md#first-paint: what stands in for a signed-in visitor's own part until the app has read
 * the session, beside a SignedOutOnly part: in the server's HTML and while it hydrates, shown only
 * when the page's head found a stored session; gone once the session is read.
 */
export function StoredSessionOnly({ children }: { children: ReactNode }) {
  const beforeSessionRead = useBeforeSessionRead();
  // Shown or not by the page's style alone (server/ssr/sessionHint.ts): no class of its own to outweigh it.
  return beforeSessionRead ? <span {...{ [STORED_SESSION_PART]: '' }}>{children}</span> : null;
}

/** No box of its own: its children stand in the parent's layout as before. */
const Part = styled.span`
  display: contents;
`;
