import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { MapAreaItem } from '@/api';
import { cardSurface } from '@/components/Card';
import { itemLabel } from './markerText';

export interface MapItemCardProps {
  item: MapAreaItem;
  onClose: () => void;
}

/** A lone marker's card over the map: the item's title as a link to its page, its price, a close button. */
export function MapItemCard({ item, onClose }: MapItemCardProps) {
  return (
    <Card aria-label={item.title}>
      <Title>
        <Link to={item.path}>{item.title}</Link>
      </Title>
      <Price>{itemLabel(item)}</Price>
      <Close aria-label="Close" onPress={onClose}>
        ×
      </Close>
    </Card>
  );
}

const Card = styled.article`
  ${cardSurface}
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  bottom: ${({ theme }) => theme.space(6)};
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 24rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Price = styled.p`
  grid-row: 2;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Close = styled(Button)`
  grid-row: 1 / span 2;
  grid-column: 2;
  align-self: start;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xl};
  cursor: pointer;
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
  }
`;
