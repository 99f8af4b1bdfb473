import styled from 'styled-components';
import {
  availabilities,
  availabilityLabels,
  bhkFilterOptions,
  furnishingLabels,
  furnishings,
  listingTypeLabels,
  listingTypes,
  POSSESSION_READY,
  postedByChoices,
  postedByLabels,
  type ParsedPropertySearchQuery,
  type PostedBy,
} from '@/api/contract';
import { useClock } from '@/components/Clock';
import { Button } from '@/components/Button';
import { Select } from '@/components/Select';
import { ChipChoices } from '@/components/ChipChoices';
import { SEARCH_CITIES } from '@/lib/india';
import { LocalitySuggestField } from '@/features/search-suggestions';
import { RangeFields } from './RangeFields';
import { activeFilterCount, bhkLabel, priceChoices, withFilter } from '@/entities/search';

const cityOptions = [{ id: '', label: 'Any city' }, ...SEARCH_CITIES.map((c) => ({ id: c, label: c }))];
const purposeOptions = [
  { id: '', label: 'Buy or rent' },
  { id: 'sale', label: 'Buy' },
  { id: 'rent', label: 'Rent' },
];
const statusOptions = [{ id: '', label: 'Any' }].concat(
  availabilities.map((a) => ({ id: a, label: availabilityLabels[a] })),
);
/** docs/listings.md#search-possession: ready now, or by the end of one of the next five years. */
const possessionOptions = (year: number) => [
  { id: '', label: 'Any time' },
  { id: POSSESSION_READY, label: 'Ready to move' },
  ...[0, 1, 2, 3, 4].map((n) => ({ id: String(year + n), label: `By ${year + n}` })),
];
const LAKH = 100_000;
const saleUnits = [
  { id: 'lakh', label: 'Lakh', factor: LAKH },
  { id: 'crore', label: 'Crore', factor: 100 * LAKH },
];
const rentUnits = [{ id: 'rupees', label: '₹ a month', factor: 1 }];
const sqftUnits = [{ id: 'sqft', label: 'sq ft', factor: 1 }];
const rateUnits = [{ id: 'rupees-per-sqft', label: '₹ per sq.ft', factor: 1 }];

/** Older links say kind=listing or kind=builder-project: shown as the posters they mean. */
function postersOf(query: ParsedPropertySearchQuery): PostedBy[] {
  if (query.postedBy?.length) return query.postedBy;
  if (query.kind === 'listing') return ['owner', 'agent'];
  if (query.kind === 'builder-project') return ['builder'];
  return [];
}

export interface SearchFiltersProps {
  query: ParsedPropertySearchQuery;
  onChange: (query: ParsedPropertySearchQuery) => void;
  /** Offered as 'Clear filters' once a filter is on; a phone's sheet has its own 'Clear all'. */
  onClear?: () => void;
}

/** The filters of the search; each change is a new search (and a new address). */
export function SearchFilters({ query, onChange, onClear }: SearchFiltersProps) {
  const set = (change: Partial<ParsedPropertySearchQuery>) => onChange(withFilter(query, change));
  const toggle = <T,>(list: readonly T[] | undefined, value: T, on: boolean) => {
    const next = (list ?? []).filter((v) => v !== value);
    return on ? [...next, value] : next;
  };
  const budget = priceChoices(query);
  const year = new Date(useClock().now()).getFullYear();
  const posters = postersOf(query);

  return (
    <Form role="search" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <Select
        label="City"
        options={cityOptions}
        value={query.city ?? ''}
        onChange={(city) => set({ city: city || undefined })}
        placeholder="Any city"
      />
      <LocalitySuggestField
        key={query.q ?? ''}
        value={query.q ?? ''}
        city={query.city}
        onSearch={(q) => set({ q: q || undefined })}
      />
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
      <RangeFields
        key={`budget ${query.purpose} ${query.minPrice} ${query.maxPrice}`}
        label="Budget"
        units={query.purpose === 'rent' ? rentUnits : saleUnits}
        min={query.minPrice}
        max={query.maxPrice}
        onChange={(minPrice, maxPrice) => set({ minPrice, maxPrice })}
        rangeError="Minimum budget must not be above the maximum"
      />
      <ChipChoices
        label="Property type"
        options={listingTypes}
        isSelected={(type) => query.type?.includes(type) ?? false}
        textOf={(type) => listingTypeLabels[type]}
        onChange={(type, on) => set({ type: toggle(query.type, type, on) })}
      />
      <ChipChoices
        label="BHK"
        options={bhkFilterOptions}
        isSelected={(bhk) => query.bhk?.includes(bhk) ?? false}
        textOf={(bhk) => bhkLabel(bhk)}
        onChange={(bhk, on) => set({ bhk: toggle(query.bhk, bhk, on).sort((a, b) => a - b) })}
      />
      <Select
        label="Construction status"
        options={statusOptions}
        placeholder="Any"
        value={query.status ?? ''}
        onChange={(status) => set({ status: (status || undefined) as ParsedPropertySearchQuery['status'] })}
      />
      <RangeFields
        key={`carpet ${query.minCarpet} ${query.maxCarpet}`}
        label="Carpet area"
        units={sqftUnits}
        min={query.minCarpet}
        max={query.maxCarpet}
        onChange={(minCarpet, maxCarpet) => set({ minCarpet, maxCarpet })}
        rangeError="Minimum carpet area must not be above the maximum"
      />
      <RangeFields
        key={`carpet rate ${query.minCarpetRate} ${query.maxCarpetRate}`}
        label="Price per sq.ft carpet"
        units={rateUnits}
        min={query.minCarpetRate}
        max={query.maxCarpetRate}
        onChange={(minCarpetRate, maxCarpetRate) => set({ minCarpetRate, maxCarpetRate })}
        rangeError="Minimum price per sq.ft carpet must not be above the maximum"
      />
      <ChipChoices
        label="Furnishing"
        options={furnishings}
        isSelected={(furnishing) => query.furnishing?.includes(furnishing) ?? false}
        textOf={(furnishing) => furnishingLabels[furnishing]}
        onChange={(furnishing, on) => set({ furnishing: toggle(query.furnishing, furnishing, on) })}
      />
      <Select
        label="Possession"
        options={possessionOptions(year)}
        placeholder="Any time"
        value={query.possession ?? ''}
        onChange={(possession) => set({ possession: possession || undefined })}
      />
      <ChipChoices
        label="Posted by"
        options={postedByChoices}
        isSelected={(poster) => posters.includes(poster)}
        textOf={(poster) => postedByLabels[poster]}
        onChange={(poster, on) => set({ postedBy: toggle(posters, poster, on), kind: undefined })}
      />
      {onClear && activeFilterCount(query) > 0 && (
        <Button variant="secondary" onPress={onClear}>
          Clear filters
        </Button>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;
