import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
// Its own module, not the menu's index: the bar is in every page's first load, the menu is not.
import { triggerLook, triggerText } from '@/components/Menu/triggerLook';
import { SignedOutOnly, StoredSessionOnly, useAuth, userLabel } from '@/features/auth';
import { STORED_USER_NAME } from '@/lib/sessionHint';
import { paths } from '@/lib/paths';
import { preloadable } from '@/lib/preloadable';
import { useScrolled } from './hooks';
import { Nav } from './navParts';

const SignedInNav = preloadable('SignedInNav', () => import('./SignedInNav'));
const Notice = preloadable('Notice', () => import('@/components/Notice'));
/** Loads the signed-in controls ahead (stories render them at once). */
export const loadSignedInNav = SignedInNav.preload;

/** docs/routes.md#navbar-links, docs/routes.md#profile-menu, docs/routes.md#logout-confirm, docs/routes.md#mobile-layout: logo, the role's links, profile menu, logout, mobile panel. */
export function Navbar() {
  const { user, logout } = useAuth();
  const scrolled = useScrolled();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Bar $scrolled={scrolled} data-scrolled={scrolled}>
      <Inner>
        <Logo to={paths.home} aria-label="Nivaas home">
          Nivaas
        </Logo>
        {user ? (
          // While the signed-in bar's code loads: the name, in the profile menu's look.
          <Suspense
            fallback={
              <Nav aria-label="Main">
                <NameInMenuLook>
                  <NameText>{userLabel(user)}</NameText>
                </NameInMenuLook>
              </Nav>
            }
          >
            <SignedInNav user={user} logout={logout} onNotice={setNotice} />
          </Suspense>
        ) : (
          <Nav aria-label="Main">
            <SignedOutOnly>
              <LoginLink to={paths.login}>Login</LoginLink>
            </SignedOutOnly>
            {/* docs/auth.md#first-paint: the stored user's name where their menu comes, before the app has read the session. */}
            <StoredSessionOnly>
              <StoredUserName aria-hidden="true" />
            </StoredSessionOnly>
          </Nav>
        )}
      </Inner>
      {notice && (
        <NoticeSlot>
          <Suspense fallback={null}>
            <Notice message={notice} onDismiss={() => setNotice(null)} />
          </Suspense>
        </NoticeSlot>
      )}
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

const LoginLink = styled(Link)`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  text-decoration: none;
`;

/** The profile menu's button as it looks, while its code loads. */
const NameInMenuLook = styled.span`
  ${triggerLook}
`;

/** One line, cut with an ellipsis on a narrow bar, as in the menu's button (docs/routes.md#long-names). */
const NameText = styled.span`
  ${triggerText}
`;

/** The name the page's head read from the stored session (server/ssr/sessionHint.ts), in the same look. */
const StoredUserName = styled(NameInMenuLook)`
  &::before {
    content: var(${STORED_USER_NAME}, 'User');
    ${triggerText}
  }
`;

const NoticeSlot = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  left: 50%;
  transform: translateX(-50%);
  width: min(32rem, calc(100vw - 2rem));
`;
