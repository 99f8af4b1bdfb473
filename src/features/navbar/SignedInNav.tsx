import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { Session } from '@/api/contract';
import { Badge } from '@/components/Badge';
import { ConfirmDialog } from '@/components/Dialog';
import { MenuButton } from '@/components/Menu';
import { userLabel } from '@/features/auth';
import { useIsMobile } from './hooks';
import { useUnreadCount } from './unreadReplies';
import { NavItems } from './NavItems';
import { NotificationBell } from './NotificationBell';
import { POST_PROPERTY_NOTICE } from './navModel';
import { Nav } from './navParts';

export interface SignedInNavProps {
  user: Session;
  logout: () => Promise<{ serverFailed: boolean }>;
  /**
   * The notice of docs/routes.md#post-property-notice, shown by the bar: it outlives these controls
   * when a failed logout signs out.
   */
  onNotice: (message: string) => void;
}

/**
 * docs/routes.md#navbar-links: what a signed-in user has in the bar: the role's links (in a hamburger panel on a phone),
 * the profile menu and the logout confirmation. Its own chunk: a visitor's first load has none of it.
 */
export function SignedInNav({ user, logout, onNotice }: SignedInNavProps) {
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const [panel, setPanel] = useState({ open: false, at: pathname, mobile: isMobile });
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  // docs/listings.md#inquiry-unread: a buyer's new replies or a poster's new buyer messages, beside their link.
  const unread = useUnreadCount(user.role);
  const newReplies = unread ? `${unread.count} new` : undefined;

  // docs/routes.md#mobile-layout: the panel is forced closed when entering mobile mode, and closes on a route change.
  if (panel.mobile !== isMobile || panel.at !== pathname) setPanel({ open: false, at: pathname, mobile: isMobile });
  const closePanel = () => setPanel((p) => ({ ...p, open: false }));

  const performLogout = async () => {
    setConfirmingLogout(false);
    const { serverFailed } = await logout();
    if (serverFailed) {
      console.warn('Logout request failed; the session was cleared locally');
      onNotice(POST_PROPERTY_NOTICE); // docs/routes.md#post-property-notice: a failed logout shows the same notice.
    }
  };

  const links = (
    <NavItems
      role={user.role}
      isStaff={user.isStaff === true}
      onNotice={onNotice}
      onChoose={closePanel}
      badges={unread ? { [unread.link]: newReplies } : {}}
      $vertical={isMobile}
    />
  );
  return (
    <>
      <Nav aria-label="Main">
        {!isMobile && links}
        {/* Beside the spec's links, never one of them (docs/routes.md#navbar-links). */}
        <NotificationBell />
        <MenuButton
          key={pathname} // docs/routes.md#profile-menu: it closes on a route change.
          trigger={userLabel(user)}
          aria-label={`Profile menu for ${userLabel(user)}`}
          items={[{ id: 'logout', label: 'Logout' }]}
          onAction={() => setConfirmingLogout(true)}
        />
        {/* On a phone the links are folded away: the count shows beside the menu button too. */}
        {isMobile && newReplies && <Badge tone="info">{newReplies}</Badge>}
        {isMobile && (
          <Hamburger
            aria-label="Menu"
            aria-expanded={panel.open}
            aria-controls="mobile-menu"
            onPress={() => setPanel((p) => ({ ...p, open: !p.open }))}
          >
            ☰
          </Hamburger>
        )}
      </Nav>
      {isMobile && panel.open && (
        <Panel id="mobile-menu" aria-label="Main menu">
          {links}
        </Panel>
      )}
      <ConfirmDialog
        isOpen={confirmingLogout}
        onOpenChange={setConfirmingLogout}
        title="Logout"
        message="Are you sure you want to log out?"
        confirmLabel="Yes, Logout"
        confirmVariant="danger"
        onConfirm={() => void performLogout()}
      />
    </>
  );
}

const Hamburger = styled(AriaButton)`
  width: 2.5rem;
  height: 2.5rem;
  font-size: ${({ theme }) => theme.font.size.xl};
  background: transparent;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
  }
`;

/** docs/routes.md#mobile-layout: the mobile menu panel is 18rem wide. */
const Panel = styled.nav`
  position: absolute;
  top: 100%;
  right: 0;
  width: 18rem;
  max-height: calc(100vh - 4rem);
  overflow: auto;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;
