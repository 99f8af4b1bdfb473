import { Link } from 'react-router';
import styled from 'styled-components';
import type { LocalityFacts } from '@/api/contract';
import { PageSection, WrapList } from '@/components/PageLayout';
import { searchAroundHref } from '@/entities/place';

/** The distances a locality page offers: a walk, a short ride, the wider area. */
const AROUND_KM = [1, 2, 5] as const;

/**
 * docs/map.md#near-filter: search within a distance of the locality's centre, across locality
 * names (a flat 800 m away in the next locality counts). Nothing when the locality has no centre.
 */
export function SearchAround({ city, locality, centre }: Pick<LocalityFacts, 'city' | 'locality' | 'centre'>) {
  if (!centre) return null;
  return (
    <PageSection aria-labelledby="search-around">
      <h2 id="search-around">Homes around {locality}</h2>
      <Distances>
        {AROUND_KM.map((km) => (
          <li key={km}>
            <Link to={searchAroundHref(centre, km, locality, city)}>
              Within {km} km of {locality}
            </Link>
          </li>
        ))}
      </Distances>
    </PageSection>
  );
}

/** Chips, each a tap target of its own. */
const Distances = styled(WrapList)`
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;
