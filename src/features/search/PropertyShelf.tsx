import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { describeError, type PropertySearchResult } from '@/api';
import { AsyncContent, type Loadable } from '@/components/AsyncContent';
import { CardGrid } from '@/components/PageLayout';
import { PropertyCard } from './PropertyCard';

export interface PropertyShelfProps {
  title: string;
  /** The heading of a failed read, in the catalogue's title case ('Unable to Load New Projects'). */
  errorTitle: string;
  /** The property list with the same filter, where the shelf's 'See all' leads. */
  seeAllHref: string;
  /** The link's words, e.g. 'See all 82' ('See all' by default). */
  seeAllText?: string;
  load: Loadable<PropertySearchResult>;
  /** Said in place of the cards when nothing is approved yet. */
  emptyText: string;
  /** The first shelf's first photo is the page's largest paint: asked for first. */
  priority?: boolean;
}

/** A shelf of cards (the home page's rows, a locality's listings): the first few of one search, and a link to all of them. */
export function PropertyShelf({
  title,
  errorTitle,
  seeAllHref,
  seeAllText = 'See all',
  load,
  emptyText,
  priority = false,
}: PropertyShelfProps) {
  const headingId = useId();
  return (
    <Shelf aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{title}</h2>
        <Link to={seeAllHref} aria-label={`${seeAllText}: ${title}`}>
          {seeAllText}
        </Link>
      </Header>
      <AsyncContent
        load={load}
        loadingLabel={`Loading ${title.toLowerCase()}`}
        errorTitle={errorTitle}
        describe={describeError}
      >
        {(found) =>
          found.items.length === 0 ? (
            <Empty>{emptyText}</Empty>
          ) : (
            <CardGrid aria-label={title}>
              {found.items.map((property, index) => (
                <li key={property._id}>
                  <PropertyCard property={property} priority={priority && index === 0} />
                </li>
              ))}
            </CardGrid>
          )
        }
      </AsyncContent>
    </Shelf>
  );
}

const Shelf = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  a {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
