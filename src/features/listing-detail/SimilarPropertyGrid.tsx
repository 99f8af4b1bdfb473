import { useId } from 'react';
import styled from 'styled-components';
import { SIMILAR_PRICE_BAND, type PropertySummary } from '@/api/contract';
import { CardGrid, PageSection } from '@/components/PageLayout';
import { PropertyCard } from '@/features/search';

export interface SimilarPropertyGridProps {
  /** The listings like the one on the page (docs/listings.md#similar-properties); at least one. */
  items: PropertySummary[];
  city: string;
}

/** The listing page's last section: a few listings a buyer of this one may also consider. */
export function SimilarPropertyGrid({ items, city }: SimilarPropertyGridProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Similar properties</h2>
      <p>{`In ${city}, priced within ${SIMILAR_PRICE_BAND * 100} % of this one`}</p>
      <CardGrid aria-label="Similar properties">
        {items.map((property) => (
          <li key={property._id}>
            <PropertyCard property={property} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

/** Spaced from the details above as the page spaces its parts. */
const Section = styled(PageSection)`
  margin-top: ${({ theme }) => theme.space(6)};
`;
