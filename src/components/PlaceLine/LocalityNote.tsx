import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@/lib/paths';

export interface LocalityNoteProps {
  locality: string;
  city: string;
  /** How far the item is from the locality's centre, in words ('1.2 km from Baner centre'); none when unknown. */
  distance?: string | undefined;
  /** A search within `km` of the item's own pin (docs/map.md#near-filter); none for an approximate place. */
  around?: { href: string; km: number } | undefined;
}

/**
 * docs/localities.md#locality-links: a detail page's way to its locality's page, with the item's
 * distance to the locality's centre when the server knows it (docs/localities.md#locality-distance).
 */
export function LocalityNote({ locality, city, distance, around }: LocalityNoteProps) {
  return (
    <Note>
      {distance && <span>{distance}</span>}
      <Link to={paths.locality(city, locality)}>
        Asking prices and listings in {locality}, {city}
      </Link>
      {around && <Link to={around.href}>Homes within {around.km} km of this one</Link>}
    </Note>
  );
}

const Note = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  span {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  a {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;
