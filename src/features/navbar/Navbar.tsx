import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ConfirmDialog } from '@/components/Dialog';
import { MenuButton } from '@/components/Menu';
import { Notice } from '@/components/Notice';
import { useAuth } from '@/features/auth';
import { paths } from '@/lib/paths';
import { useIsMobile, useScrolled } from './hooks';
import { NavItems } from './NavItems';
import { POST_PROPERTY_NOTICE } from './navModel';

/** SPEC 2 top navigation bar: logo, the role's links, profile menu, logout, mobile panel. */
export function Navbar() {
  const { user, logout } = useAuth();
  const isMobile = useIsMobile();
  const scrolled = useScrolled();
  const { pathname } = useLocation();
  const [panel, setPanel] = useState({ open: false, at: pathname, mobile: isMobile });
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  // SPEC 2: the panel is forced closed when entering mobile mode, and closes on a route change.
  if (panel.mobile !== isMobile || panel.at !== pathname) setPanel({ open: false, at: pathname, mobile: isMobile });
  const closePanel = () => setPanel((p) => ({ ...p, open: false }));

  const performLogout = async () => {
    setConfirmingLogout(false);
    const { serverFailed } = await logout();
    if (serverFailed) {
      console.warn('Logout request failed; the session was cleared locally');
      setNotice(POST_PROPERTY_NOTICE); // SPEC 8: a failed logout shows the same notice.
    }
  };

  const links = (
    <NavItems
      role={user?.role ?? null}
      isStaff={user?.isStaff === true}
      onNotice={setNotice}
      onChoose={closePanel}
      $vertical={isMobile}
    />
  );
  return (
    <Bar $scrolled={scrolled} data-scrolled={scrolled}>
      <Inner>
        <Logo to={paths.home} aria-label="Nivaas home">
          Nivaas
        </Logo>
        <Nav aria-label="Main">
          {user && !isMobile && links}
          {user ? (
            <MenuButton
              key={pathname} // SPEC 2: the profile menu closes on a route change.
              trigger={user.name || 'User'}
              aria-label={`Profile menu for ${user.name || 'User'}`}
              items={[{ id: 'logout', label: 'Logout' }]}
              onAction={() => setConfirmingLogout(true)}
            />
          ) : (
            <LoginLink to={paths.login}>Login</LoginLink>
          )}
          {user && isMobile && (
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
      </Inner>
      {user && isMobile && panel.open && (
        <Panel id="mobile-menu" aria-label="Main menu">
          {links}
        </Panel>
      )}
      {notice && (
        <NoticeSlot>
          <Notice message={notice} onDismiss={() => setNotice(null)} />
        </NoticeSlot>
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
    </Bar>
  );
}

const Bar = styled.header<{ $scrolled: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.navbar};
  background: ${({ $scrolled }) => ($scrolled ? 'rgba(255, 255, 255, 0.97)' : 'rgba(255, 255, 255, 0.8)')};
  box-shadow: ${({ $scrolled, theme }) => ($scrolled ? theme.shadow.md : 'none')};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  backdrop-filter: blur(8px);
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 75rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
`;

const Logo = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const LoginLink = styled(Link)`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  text-decoration: none;
`;

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

/** SPEC 9: the mobile menu panel is 18rem wide. */
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

const NoticeSlot = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  left: 50%;
  transform: translateX(-50%);
  width: min(32rem, calc(100vw - 2rem));
`;
