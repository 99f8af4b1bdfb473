import styled from 'styled-components';
import { nearFilterOf, withinKmChoices, type ParsedPropertySearchQuery, type WithinKm } from '@/api';
import { Button } from '@/components/Button';
import { NativeSelect } from '@/components/Select';
import { nearPlaceName, withoutNear } from '@/entities/search';

const distanceOptions = withinKmChoices.map((km) => ({ id: String(km), label: `Within ${km} km` }));

export interface NearFilterBarProps {
  query: ParsedPropertySearchQuery;
  onChange: (next: ParsedPropertySearchQuery) => void;
}

/**
 * docs/map.md#near-filter: the distance a search came with (from a locality page or a detail page's
 * "within 2 km"), which a buyer widens, narrows or removes. Nothing without the filter.
 */
export function NearFilterBar({ query, onChange }: NearFilterBarProps) {
  const near = nearFilterOf(query);
  if (!near) return null;
  const place = nearPlaceName(query);
  return (
    <Bar role="group" aria-label={`Distance from ${place}`}>
      <Distance>
        <NativeSelect
          label={`Distance from ${place}`}
          options={distanceOptions}
          value={String(near.km)}
          onChange={(km) => onChange({ ...query, withinKm: Number(km) as WithinKm, page: 1 })}
        />
      </Distance>
      <Button variant="ghost" size="sm" onPress={() => onChange({ ...withoutNear(query), page: 1 })}>
        Remove distance
      </Button>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const Distance = styled.div`
  min-width: 12rem;
`;
