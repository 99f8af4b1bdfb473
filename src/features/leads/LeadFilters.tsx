import styled from 'styled-components';
import type { LeadFilter, LeadList, LeadStage } from '@/api/contract/leads';
import { Button } from '@/components/Button';
import { Select } from '@/components/Select';
import { ToggleChip } from '@/components/ToggleChip';
import { stageChoices } from '@/entities/lead';
import { hasFilter } from './leadFilters';

export interface LeadFiltersProps {
  filter: LeadFilter;
  properties: LeadList['properties'];
  dueCount: number;
  /** 'Project' for a builder, 'Listing' for a seller or agent. */
  propertyWord: string;
  onFilter: (filter: LeadFilter) => void;
}

const ALL = 'all';

/** docs/leads.md#leads-page: one property, one stage, only the due follow-ups; together they narrow the list. */
export function LeadFilters({ filter, properties, dueCount, propertyWord, onFilter }: LeadFiltersProps) {
  const set = (change: LeadFilter) => onFilter({ ...filter, ...change });
  return (
    <Bar role="group" aria-label="Filter leads">
      <Select
        label={propertyWord}
        options={[
          { id: ALL, label: `All ${propertyWord.toLowerCase()}s` },
          ...properties.map((p) => ({ id: p._id, label: p.title })),
        ]}
        value={filter.property ?? ALL}
        onChange={(id) => set({ property: id === ALL ? undefined : id })}
      />
      <Select
        label="Stage"
        options={[{ id: ALL, label: 'All stages' }, ...stageChoices]}
        value={filter.stage ?? ALL}
        onChange={(id) => set({ stage: id === ALL ? undefined : (id as LeadStage) })}
      />
      <ToggleChip isSelected={filter.due === 'true'} onChange={(due) => set({ due: due ? 'true' : undefined })}>
        {`Due follow-ups (${dueCount})`}
      </ToggleChip>
      {hasFilter(filter) && (
        <Button variant="ghost" size="sm" onPress={() => onFilter({})}>
          Clear filters
        </Button>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 1fr) minmax(10rem, 14rem) auto auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    justify-items: start;
    > div {
      justify-self: stretch;
    }
  }
`;
