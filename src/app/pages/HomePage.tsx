import { Link } from 'react-router';
import styled from 'styled-components';
import { ButtonLink, ButtonLinkStandIn } from '@/components/ButtonLink';
import { SignedOutOnly, StoredSessionOnly, useAuth } from '@/features/auth';
import { HomeSearch, HomeSections } from '@/features/home';
import { dashboardPath, paths } from '@/lib/paths';
import { HOME_TITLE } from '@/lib/pageTitle';

const DASHBOARD_LINK = 'Go to your dashboard';

/**
 * The landing page (docs/routes.md#home-page): what Nivaas is, a search to start from, the newest
 * projects and listings, popular localities, how listings are checked and where owners post.
 */
export function HomePage() {
  const { user } = useAuth();
  return (
    <Hero>
      <title>{HOME_TITLE}</title>
      <h1>Find your nivaas</h1>
      <p>Buy, sell and build across India: flats, villas and commercial spaces, priced in Lakh and Crore.</p>
      <HomeSearch />
      <Actions>
        {user ? (
          <ButtonLink to={dashboardPath(user.role)}>{DASHBOARD_LINK}</ButtonLink>
        ) : (
          <>
            <SignedOutOnly givesPlace>
              <ButtonLink to={paths.register}>Create a free account</ButtonLink>
              <Link to={paths.login}>Sign in</Link>
            </SignedOutOnly>
            {/* The link's place while the app reads a stored session: the row does not move when it comes. */}
            <StoredSessionOnly>
              <ButtonLinkStandIn>{DASHBOARD_LINK}</ButtonLinkStandIn>
            </StoredSessionOnly>
          </>
        )}
        <Link to={paths.builderPortfolio('skyline-developers')}>See a builder portfolio</Link>
      </Actions>
      <HomeSections role={user?.role ?? null} />
    </Hero>
  );
}

const Hero = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 75rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
  h1 {
    font-size: 2.75rem;
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  > p {
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.textSubtle};
    max-width: 40rem;
  }
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(3)}`};
    h1 {
      font-size: ${({ theme }) => theme.font.size.hero};
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
