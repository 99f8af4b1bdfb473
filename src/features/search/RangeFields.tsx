import { useState } from 'react';
import styled from 'styled-components';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';

export interface RangeUnit {
  id: string;
  label: string;
  /** Base units (rupees, sq ft) in one of this unit. */
  factor: number;
}

export interface RangeFieldsProps {
  /** 'Budget', 'Carpet area (sq ft)'. */
  label: string;
  /** The units a person may type in; one unit shows no choice. */
  units: readonly RangeUnit[];
  min?: number;
  max?: number;
  onChange: (min: number | undefined, max: number | undefined) => void;
  /** Shown when the minimum is above the maximum. */
  rangeError: string;
}

interface Typed {
  text: string;
  unit: string;
}

/** The largest unit in which the amount is at least 1 ('1.5' Crore rather than '150' Lakh). */
function typedOf(amount: number | undefined, units: readonly RangeUnit[]): Typed {
  const fallback = units[0]!;
  if (amount === undefined) return { text: '', unit: fallback.id };
  const unit = [...units].sort((a, b) => b.factor - a.factor).find((u) => amount >= u.factor) ?? fallback;
  return { text: String(Number((amount / unit.factor).toFixed(2))), unit: unit.id };
}

const NOT_A_NUMBER = 'Enter the amount in numbers, e.g. 50 or 1.5';

/**
 * A typed minimum and maximum (docs/listings.md#search-budget): applied on Enter, when a field is left
 * or its unit changes, and only when both read as amounts and the minimum is not above the maximum;
 * otherwise the message shows and the search stays as it was.
 */
export function RangeFields({ label, units, min, max, onChange, rangeError }: RangeFieldsProps) {
  const [typed, setTyped] = useState({ min: typedOf(min, units), max: typedOf(max, units) });
  const [error, setError] = useState('');
  const amountOf = ({ text, unit }: Typed) => {
    if (!text.trim()) return undefined;
    const value = Number(text.replace(/,/g, ''));
    const factor = units.find((u) => u.id === unit)!.factor;
    return Number.isFinite(value) && value >= 0 ? Math.round(value * factor) : Number.NaN;
  };
  const apply = (next = typed) => {
    const [low, high] = [amountOf(next.min), amountOf(next.max)];
    if (Number.isNaN(low) || Number.isNaN(high)) return setError(NOT_A_NUMBER);
    if (low !== undefined && high !== undefined && low > high) return setError(rangeError);
    setError('');
    if (low !== min || high !== max) onChange(low, high);
  };
  const field = (end: 'min' | 'max') => {
    const name = end === 'min' ? 'Minimum' : 'Maximum';
    return (
      <Pair key={end}>
        <TextField
          label={`${name} ${label.toLowerCase()}`}
          inputMode="decimal"
          value={typed[end].text}
          isInvalid={Boolean(error)}
          onChange={(text) => setTyped({ ...typed, [end]: { ...typed[end], text } })}
          onBlur={() => apply()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply();
          }}
          placeholder={end === 'min' ? 'No min' : 'No max'}
        />
        {units.length > 1 && (
          <Select
            label={`${name} ${label.toLowerCase()} in`}
            options={units}
            value={typed[end].unit}
            onChange={(unit) => {
              const next = { ...typed, [end]: { ...typed[end], unit } };
              setTyped(next);
              apply(next);
            }}
          />
        )}
      </Pair>
    );
  };

  return (
    <Group role="group" aria-label={label}>
      {field('min')}
      {field('max')}
      {error && <Message role="alert">{error}</Message>}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
`;

const Message = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
`;
