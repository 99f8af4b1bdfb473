import { useId } from 'react';
import styled from 'styled-components';
import { ToggleChip } from '@/components/ToggleChip';
import { ChipGroup } from '@/components/ChipGroup';

/** How the name above the chips reads: a field's label (a search filter) or a form part's sub-heading (h3). */
export const chipChoicesLabels = ['field', 'heading'] as const;
export type ChipChoicesLabel = (typeof chipChoicesLabels)[number];

export interface ChipChoicesProps<Option extends string | number> {
  /** Shown above the chips; it names the group. */
  label: string;
  labelAs?: ChipChoicesLabel;
  /** The choices, in the order shown. */
  options: readonly Option[];
  isSelected: (option: Option) => boolean;
  textOf: (option: Option) => string;
  onChange: (option: Option, on: boolean) => void;
}

/**
 * Several choices that are each on or off, as Toggle Chips under the label that names their group:
 * the search's property types, BHK, furnishing and posters, the wizard's amenities.
 */
export function ChipChoices<Option extends string | number>({
  label,
  labelAs = 'field',
  options,
  isSelected,
  textOf,
  onChange,
}: ChipChoicesProps<Option>) {
  const id = useId();
  return (
    <Group role="group" aria-labelledby={id} $labelAs={labelAs}>
      {labelAs === 'heading' ? <Heading id={id}>{label}</Heading> : <FieldLabel id={id}>{label}</FieldLabel>}
      <ChipGroup>
        {options.map((option) => (
          <ToggleChip key={option} isSelected={isSelected(option)} onChange={(on) => onChange(option, on)}>
            {textOf(option)}
          </ToggleChip>
        ))}
      </ChipGroup>
    </Group>
  );
}

/** A field's label sits as close to its control as every field's does (fieldStackStyles). */
const Group = styled.div<{ $labelAs: ChipChoicesLabel }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $labelAs }) => ($labelAs === 'heading' ? theme.space(2) : '6px')};
`;

const FieldLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
