import { useSyncExternalStore } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '@/components/Button';
import { breakpoints } from '@/theme/tokens';

const PHONE_QUERY = `(max-width: ${breakpoints.mobileBelow - 1}px)`;

const subscribe = (changed: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
/** True in the mobile layout; false on the server, so the bar comes with the browser's first look. */
const useMobileLayout = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );

/** The id of the part of a page the bar's Contact button brings into view. */
export const CONTACT_TARGET_ID = 'contact';

/**
 * docs/listings.md#sticky-contact-bar: on a phone, the price and a Contact button stay at the bottom of
 * the screen (rendered in the mobile layout only); Contact scrolls to the page's contact part and focuses its first field or link. A spacer
 * of the bar's height ends the page, so the bar never covers its last lines.
 */
export function StickyContactBar({ price, label }: { price: string; label: string }) {
  const mobile = useMobileLayout();
  const contact = () => {
    const target = document.getElementById(CONTACT_TARGET_ID);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.querySelector<HTMLElement>('input, textarea, a[href], button')?.focus({ preventScroll: true });
  };
  if (!mobile) return null;
  return (
    <>
      <Spacer aria-hidden="true" />
      <Bar aria-label={label}>
        <strong>{price}</strong>
        <Button onPress={contact}>Contact</Button>
      </Bar>
    </>
  );
}

const BAR_HEIGHT = '4.5rem';

const Spacer = styled.div`
  height: ${BAR_HEIGHT};
`;

/** A bar held at the foot of the screen (this one, the compare tray). */
export const footBar = css`
  position: fixed;
  inset: auto 0 0;
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0 ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Bar = styled.section`
  ${footBar}
  height: ${BAR_HEIGHT};
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
