import { Link } from 'react-router';
import styled from 'styled-components';
import type { PropertySummary } from '@/api/contract';
import { Badge } from '@/components/Badge';
import { CarpetRate } from '@/components/CarpetRate';
import { ConfirmedAvailable } from '@/components/ConfirmedAvailable';
import { PhotoCard } from '@/components/PhotoCard';
import { PlaceLine } from '@/components/PlaceLine';
import { ReraLine } from '@/components/ReraLine';
import { reraOf } from '@/entities/project';
import { CompareToggle } from '@/features/compare';
import { FavouriteButton } from '@/features/favourites';
import { propertyHref } from '@/lib/paths';
import { cardArea, cardKind, cardPlace, cardPrice, cardRate, postedByText, statusText } from '@/entities/search';

/** One search result: cover photo, price, what and where, who posted it; the title links to its page. */
export function PropertyCard({ property, priority = false }: { property: PropertySummary; priority?: boolean }) {
  const titleId = `property-${property._id}`;
  const area = cardArea(property);
  const status = statusText(property);
  const rera = reraOf(property);
  const rate = cardRate(property);
  return (
    <PhotoCard
      aria-labelledby={titleId}
      photo={property.coverPhoto}
      priority={priority}
      badges={
        <>
          {property.purpose === 'rent' && <Badge tone="info">For Rent</Badge>}
          {property.kind === 'builder-project' && <Badge tone="brand">New Project</Badge>}
        </>
      }
      corner={<FavouriteButton property={property} title={property.title} />}
    >
      <Body>
        <Price>{cardPrice(property)}</Price>
        <h3 id={titleId}>
          <TitleLink to={propertyHref(property)}>{property.title}</TitleLink>
        </h3>
        <Muted>
          <PlaceLine
            locality={property.locality}
            city={property.city}
            fallback={cardPlace({ locality: '', city: '' })}
          />
        </Muted>
        <Facts>
          <li>{cardKind(property)}</li>
          {area && <li>{area}</li>}
          {status && <li>{status}</li>}
        </Facts>
        {rate && <CarpetRate rate={rate} />}
        {/* docs/portfolio.md#project-card-rera: a project's registration, on its search card too. */}
        {rera && <ReraLine {...rera} />}
        <Poster>{postedByText(property)}</Poster>
        {property.confirmedAt && <ConfirmedAvailable confirmedAt={property.confirmedAt} />}
        {/* docs/listings.md#compare: listings side by side (a project's units are compared on its page). */}
        {property.kind === 'listing' && <CompareToggle item={{ _id: property._id, title: property.title }} />}
      </Body>
    </PhotoCard>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The whole card is the link's target area; the heart sits above it. */
const TitleLink = styled(Link)`
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin-top: ${({ theme }) => theme.space(1)};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Poster = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;
