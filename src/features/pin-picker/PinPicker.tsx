import { useId } from 'react';
import styled from 'styled-components';
import type { Pin } from '@/api/contract';
import { Spinner } from '@/components/Spinner';
import { pinText } from '@/entities/place';
import { PinControls } from './PinControls';
import { PinMap } from './PinMap';
import { usePincodeCentre, type PincodeCentreState } from './usePincodeCentre';

export interface PinPickerProps {
  /** The form's pincode as typed: the map starts at its centre once it has six digits. */
  pincode: string;
  /** The owner's pin; null while they placed none (the item then stands at the pincode's centre). */
  pin: Pin | null;
  onChange: (pin: Pin) => void;
}

/** Why there is no map yet, in the picker's words. */
const waiting: Record<Exclude<PincodeCentreState['kind'], 'found' | 'loading'>, string> = {
  'no pincode': 'Type the 6-digit pincode first: the map then opens there for you to place the pin.',
  unknown: 'We could not find this pincode on the map. Check it; you can still submit without a pin.',
  failed: 'The map could not open. You can still submit: the property will stand at its pincode’s centre.',
};

/**
 * docs/map.md#pin-picker: where exactly the property is. Starts at the pincode's centre; the owner
 * drags the pin or moves it with the arrow buttons. Optional: without a pin the server places the
 * item at its pincode's centre, marked approximate, so a map that cannot load never blocks a submit.
 */
export function PinPicker({ pincode, pin, onChange }: PinPickerProps) {
  const titleId = useId();
  const start = usePincodeCentre(pincode);
  const centre = start.kind === 'found' ? start.centre : null;
  const shown = pin ?? centre;
  return (
    <Group role="group" aria-labelledby={titleId}>
      <Title id={titleId}>Pin on the map (optional)</Title>
      {shown ? (
        <>
          <PinMap pin={shown} onMove={onChange} />
          <Place aria-live="polite">
            {pin ? `Pin at ${pinText(pin)}` : `Pincode centre ${pinText(shown)}: move the pin to the property.`}
          </Place>
          <PinControls pin={shown} centre={centre} onChange={onChange} />
        </>
      ) : start.kind === 'loading' || start.kind === 'found' ? (
        <Spinner size="sm" label="Finding the pincode on the map" />
      ) : (
        <Note>{waiting[start.kind]}</Note>
      )}
    </Group>
  );
}

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Place = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
