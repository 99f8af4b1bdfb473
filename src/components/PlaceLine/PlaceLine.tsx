import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@/lib/paths';

export interface PlaceLineProps {
  locality?: string | undefined;
  city?: string | undefined;
  /** What follows the city ('Karnataka'). */
  after?: ReadonlyArray<string | undefined>;
  /** Said when there is neither a locality nor a city ('Location not specified'). */
  fallback: string;
}

/**
 * docs/localities.md#locality-links: where an item is ('Baner, Pune'), its locality a link to the
 * locality's page. On a card it sits above the card's whole-card link, so it takes its own clicks.
 * Without both a locality and a city there is no page to open: the words alone.
 */
export function PlaceLine({ locality, city, after = [], fallback }: PlaceLineProps) {
  const [place, town] = [locality?.trim(), city?.trim()];
  const rest = [town, ...after.map((part) => part?.trim())].filter(Boolean).join(', ');
  if (!place || !town) return <>{[place, rest].filter(Boolean).join(', ') || fallback}</>;
  return (
    <>
      <LocalityLink to={paths.locality(town, place)}>{place}</LocalityLink>, {rest}
    </>
  );
}

const LocalityLink = styled(Link)`
  position: relative;
  z-index: 1;
  color: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
  &:hover {
    color: ${({ theme }) => theme.color.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;
