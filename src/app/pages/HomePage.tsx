import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@/features/auth';
import { dashboardPath, paths } from '@/lib/paths';

/** The landing page: what Nivaas is and where to go next. */
export function HomePage() {
  const { user } = useAuth();
  return (
    <Hero>
      <title>Nivaas | Homes, plots and projects across India</title>
      <h1>Find your nivaas</h1>
      <p>Buy, sell and build across India: flats, villas and commercial spaces, priced in Lakh and Crore.</p>
      <Actions>
        {user ? (
          <Primary to={dashboardPath(user.role)}>Go to your dashboard</Primary>
        ) : (
          <>
            <Primary to={paths.register}>Create a free account</Primary>
            <Link to={paths.login}>Sign in</Link>
          </>
        )}
        <Link to={paths.builderPortfolio('skyline-developers')}>See a builder portfolio</Link>
      </Actions>
    </Hero>
  );
}

const Hero = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 60rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(16)} ${theme.space(4)}`};
  h1 {
    font-size: 2.75rem;
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  p {
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.textSubtle};
    max-width: 40rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Primary = styled(Link)`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  text-decoration: none;
`;
