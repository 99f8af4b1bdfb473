import { useId } from 'react';
import styled from 'styled-components';
import { fieldStackStyles, inputStyles, labelStyles } from '@/components/Field';
import type { SelectOption } from './Select';

export interface NativeSelectProps {
  label: string;
  options: readonly SelectOption[];
  /** One of the options' ids: a native select always has one chosen. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A labelled dropdown on the browser's own `<select>`, in the look of the Select's button: a phone
 * opens its own picker. For a choice that always has a value on a page the server renders (the
 * search's sort): it costs the page's start next to nothing, where a react-aria Select builds its
 * collection twice while React hydrates it.
 */
export function NativeSelect({ label, options, value, onChange }: NativeSelectProps) {
  const id = useId();
  return (
    <Stack>
      <Label htmlFor={id}>{label}</Label>
      <Box>
        <Control id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Control>
        <Chevron aria-hidden="true">▾</Chevron>
      </Box>
    </Stack>
  );
}

const Stack = styled.div`
  ${fieldStackStyles}
`;

const Label = styled.label`
  ${labelStyles}
`;

const Box = styled.div`
  position: relative;
`;

const Control = styled.select`
  ${inputStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space(8)};
  line-height: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
`;

/** Where the Select's button has its chevron. */
const Chevron = styled.span`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space(3)};
  transform: translateY(-50%);
  color: ${({ theme }) => theme.color.textMuted};
  pointer-events: none;
`;
