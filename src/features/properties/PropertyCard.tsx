import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PropertySummary } from '@/api/contract';
import { Badge } from '@/components/Badge';
import { propertyHref } from '@/lib/paths';
import { FavouriteButton } from './FavouriteButton';
import { cardArea, cardKind, cardPlace, cardPrice, postedByText, statusText } from './propertyText';

/** One search result: cover photo, price, what and where, who posted it; the title links to its page. */
export function PropertyCard({ property }: { property: PropertySummary }) {
  const titleId = `property-${property._id}`;
  const area = cardArea(property);
  const status = statusText(property);
  return (
    <Card aria-labelledby={titleId}>
      <Media>
        {property.coverPhoto ? (
          <img src={property.coverPhoto} alt="" loading="lazy" width={640} height={400} />
        ) : (
          <Placeholder>Photo coming soon</Placeholder>
        )}
        <Badges>
          {property.purpose === 'rent' && <Badge tone="info">For Rent</Badge>}
          {property.kind === 'builder-project' && <Badge tone="brand">New Project</Badge>}
        </Badges>
        <HeartSlot>
          <FavouriteButton property={property} title={property.title} />
        </HeartSlot>
      </Media>
      <Body>
        <Price>{cardPrice(property)}</Price>
        <h3 id={titleId}>
          <TitleLink to={propertyHref(property)}>{property.title}</TitleLink>
        </h3>
        <Muted>{cardPlace(property)}</Muted>
        <Facts>
          <li>{cardKind(property)}</li>
          {area && <li>{area}</li>}
          {status && <li>{status}</li>}
        </Facts>
        <Poster>{postedByText(property)}</Poster>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  background: ${({ theme }) => theme.color.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Badges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const HeartSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  z-index: 1;
`;

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
