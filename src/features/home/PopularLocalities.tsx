import { Link } from 'react-router';
import styled from 'styled-components';
import { HomeSection, tile, tileGrid } from './HomeSection';
import { describeError, type PopularLocalities as Popular } from '@/api';
import { AsyncContent, type Loadable } from '@/components/AsyncContent';
import { allPropertiesHref, resultCountText } from '@/entities/search';

/** Each city's busiest localities, with how many approved properties each has; a link opens that search. */
export function PopularLocalities({ load }: { load: Loadable<Popular> }) {
  return (
    <HomeSection aria-labelledby="popular-localities-title">
      <h2 id="popular-localities-title">Popular localities</h2>
      <AsyncContent
        load={load}
        loadingLabel="Loading popular localities"
        errorTitle="Unable to Load Popular Localities"
        describe={describeError}
      >
        {({ cities }) =>
          cities.length === 0 ? (
            <Muted>Localities appear here as properties are approved.</Muted>
          ) : (
            <Cities>
              {cities.map(({ city, localities }) => (
                <City key={city} aria-labelledby={`city-${city}`}>
                  <h3 id={`city-${city}`}>{city}</h3>
                  <ul aria-label={`Popular localities in ${city}`}>
                    {localities.map(({ locality, count }) => (
                      <li key={locality}>
                        <Link to={allPropertiesHref({ city, q: locality })}>
                          {locality} <Count>({resultCountText(count)})</Count>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </City>
              ))}
            </Cities>
          )
        }
      </AsyncContent>
    </HomeSection>
  );
}

const Cities = styled.div`
  ${tileGrid}
`;

const City = styled.section`
  ${tile}
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    padding: 0;
    list-style: none;
  }
  a {
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
