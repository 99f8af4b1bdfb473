import { Link } from 'react-router';
import styled from 'styled-components';
import type { LocalityFacts } from '@/api/contract';
import { PageSection, WrapList } from '@/components/PageLayout';
import { resultCountText } from '@/entities/search';
import { formatKm } from '@/lib/distance';
import { paths } from '@/lib/paths';

/** docs/localities.md#locality-facts: the city's other localities, nearest centre first, each a link to its page. */
export function NearbyLocalities({ city, nearby }: Pick<LocalityFacts, 'city' | 'nearby'>) {
  if (nearby.length === 0) return null;
  return (
    <PageSection aria-labelledby="nearby-localities">
      <h2 id="nearby-localities">Nearby localities</h2>
      <Places>
        {nearby.map(({ locality, km, properties }) => (
          <li key={locality}>
            <Link to={paths.locality(city, locality)}>{locality}</Link>
            <Muted>
              {formatKm(km)} · {resultCountText(properties)}
            </Muted>
          </li>
        ))}
      </Places>
    </PageSection>
  );
}

const Places = styled(WrapList)`
  li {
    display: flex;
    flex-direction: column;
    min-width: 9rem;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  a {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
