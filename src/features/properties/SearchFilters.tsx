import { useState } from 'react';
import styled from 'styled-components';
import {
  availabilities,
  availabilityLabels,
  bhkFilterOptions,
  listingTypeLabels,
  listingTypes,
  propertyKinds,
  type ParsedPropertySearchQuery,
} from '@/api/contract';
import { Button } from '@/components/Button';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import { ToggleChip } from '@/components/ToggleChip';
import { CITIES_BY_STATE } from '@/lib/india';
import { activeFilterCount, bhkLabel, priceChoices, withFilter } from './searchQuery';

/** Every city of the built-in list, A to Z. */
const cityOptions = [{ id: '', label: 'Any city' }].concat(
  [...new Set(Object.values(CITIES_BY_STATE).flat())]
    .sort((a, b) => a.localeCompare(b))
    .map((c) => ({ id: c, label: c })),
);
const purposeOptions = [
  { id: '', label: 'Buy or rent' },
  { id: 'sale', label: 'Buy' },
  { id: 'rent', label: 'Rent' },
];
const statusOptions = [{ id: '', label: 'Any' }].concat(
  availabilities.map((a) => ({ id: a, label: availabilityLabels[a] })),
);
const kindLabels = { listing: 'Owners and agents', 'builder-project': 'New projects by builders' } as const;
const kindOptions = [{ id: '', label: 'Everyone' }].concat(propertyKinds.map((k) => ({ id: k, label: kindLabels[k] })));

export interface SearchFiltersProps {
  query: ParsedPropertySearchQuery;
  onChange: (query: ParsedPropertySearchQuery) => void;
  onClear: () => void;
}

/** The filters of the search; each change is a new search (and a new address). */
export function SearchFilters({ query, onChange, onClear }: SearchFiltersProps) {
  const set = (change: Partial<ParsedPropertySearchQuery>) => onChange(withFilter(query, change));
  const toggle = <T,>(list: readonly T[] | undefined, value: T, on: boolean) => {
    const next = (list ?? []).filter((v) => v !== value);
    return on ? [...next, value] : next;
  };
  const budget = priceChoices(query);

  return (
    <Form role="search" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <Select
        label="City"
        options={cityOptions}
        value={query.city ?? ''}
        onChange={(city) => set({ city: city || undefined })}
        placeholder="Any city"
      />
      <LocalityField key={query.q ?? ''} value={query.q ?? ''} onCommit={(q) => set({ q: q || undefined })} />
      <Select
        label="Looking to"
        options={purposeOptions}
        placeholder="Buy or rent"
        value={query.purpose ?? ''}
        // Budgets differ between buying and renting: a new purpose starts with any price.
        onChange={(purpose) =>
          set({
            purpose: (purpose || undefined) as ParsedPropertySearchQuery['purpose'],
            minPrice: undefined,
            maxPrice: undefined,
          })
        }
      />
      <Select
        label="Budget"
        placeholder="Any price"
        options={[{ id: '', label: 'Any price' }, ...budget.bands]}
        value={budget.selected}
        onChange={(id) => {
          const band = budget.bands.find((b) => b.id === id);
          set({ minPrice: band?.minPrice, maxPrice: band?.maxPrice });
        }}
      />
      <Group role="group" aria-labelledby="filter-type">
        <GroupLabel id="filter-type">Property type</GroupLabel>
        <Chips>
          {listingTypes.map((type) => (
            <ToggleChip
              key={type}
              isSelected={query.type?.includes(type) ?? false}
              onChange={(on) => set({ type: toggle(query.type, type, on) })}
            >
              {listingTypeLabels[type]}
            </ToggleChip>
          ))}
        </Chips>
      </Group>
      <Group role="group" aria-labelledby="filter-bhk">
        <GroupLabel id="filter-bhk">BHK</GroupLabel>
        <Chips>
          {bhkFilterOptions.map((bhk) => (
            <ToggleChip
              key={bhk}
              isSelected={query.bhk?.includes(bhk) ?? false}
              onChange={(on) => set({ bhk: toggle(query.bhk, bhk, on).sort((a, b) => a - b) })}
            >
              {bhkLabel(bhk)}
            </ToggleChip>
          ))}
        </Chips>
      </Group>
      <Select
        label="Construction status"
        options={statusOptions}
        placeholder="Any"
        value={query.status ?? ''}
        onChange={(status) => set({ status: (status || undefined) as ParsedPropertySearchQuery['status'] })}
      />
      <Select
        label="Posted by"
        options={kindOptions}
        placeholder="Everyone"
        value={query.kind ?? ''}
        onChange={(kind) => set({ kind: (kind || undefined) as ParsedPropertySearchQuery['kind'] })}
      />
      {activeFilterCount(query) > 0 && (
        <Button variant="secondary" onPress={onClear}>
          Clear filters
        </Button>
      )}
    </Form>
  );
}

/** The locality is typed: it searches on Enter or when the field is left, not at every key. */
function LocalityField({ value, onCommit }: { value: string; onCommit: (q: string) => void }) {
  const [text, setText] = useState(value);
  const commit = () => {
    if (text.trim() !== value) onCommit(text.trim());
  };
  return (
    <TextField
      label="Locality or project"
      type="search"
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      placeholder="e.g. Whitefield"
    />
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const GroupLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
