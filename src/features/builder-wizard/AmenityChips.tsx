import { useId } from 'react';
import styled from 'styled-components';
import { ChipGroup } from '@/components/ChipGroup';
import { ToggleChip } from '@/components/ToggleChip';
import { SubHeading } from './stepLayout';

export interface AmenityChipsProps<Flags extends Record<string, boolean>> {
  title: string;
  flags: Flags;
  /** docs/wizard.md#amenity-labels: each flag's label, in the order shown. */
  labels: Record<keyof Flags, string>;
  onChange: (flags: Flags) => void;
}

/** A set of amenity flags as chips that are on or off. */
export function AmenityChips<Flags extends Record<string, boolean>>({
  title,
  flags,
  labels,
  onChange,
}: AmenityChipsProps<Flags>) {
  const id = useId();
  const keys = Object.keys(labels) as Array<keyof Flags & string>;
  return (
    <Group role="group" aria-labelledby={id}>
      <SubHeading id={id}>{title}</SubHeading>
      <ChipGroup>
        {keys.map((key) => (
          <ToggleChip key={key} isSelected={flags[key]} onChange={(on) => onChange({ ...flags, [key]: on })}>
            {labels[key]}
          </ToggleChip>
        ))}
      </ChipGroup>
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;
