import styled from 'styled-components';
import type { Pin } from '@/api/contract';
import { Button } from '@/components/Button';
import { nudged, type Direction } from './nudge';

const arrows: { direction: Direction; symbol: string; area: string }[] = [
  { direction: 'north', symbol: '↑', area: 'n' },
  { direction: 'west', symbol: '←', area: 'w' },
  { direction: 'east', symbol: '→', area: 'e' },
  { direction: 'south', symbol: '↓', area: 's' },
];

interface PinControlsProps {
  pin: Pin;
  /** The pincode's centre, where Reset puts the pin; none while unknown. */
  centre: Pin | null;
  onChange: (pin: Pin) => void;
}

/** The pin moved without a pointer or a map: arrow buttons, and back to the pincode's centre. */
export function PinControls({ pin, centre, onChange }: PinControlsProps) {
  const atCentre = centre !== null && centre.lat === pin.lat && centre.lng === pin.lng;
  return (
    <Row>
      <Arrows role="group" aria-label="Move the pin">
        {arrows.map(({ direction, symbol, area }) => (
          <Arrow
            key={direction}
            $area={area}
            variant="secondary"
            size="sm"
            aria-label={`Move the pin ${direction}`}
            onPress={() => onChange(nudged(pin, direction))}
          >
            {symbol}
          </Arrow>
        ))}
      </Arrows>
      <Button variant="ghost" size="sm" isDisabled={!centre || atCentre} onPress={() => centre && onChange(centre)}>
        Reset to pincode centre
      </Button>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Arrows = styled.div`
  display: grid;
  grid-template-areas: '. n .' 'w . e' '. s .';
  gap: ${({ theme }) => theme.space(1)};
`;

const Arrow = styled(Button)<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: ${({ theme }) => theme.space(10)};
`;
