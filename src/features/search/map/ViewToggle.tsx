import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import styled from 'styled-components';
import { pressableStates } from '@/components/Button';

export const searchViews = ['list', 'map'] as const;
export type SearchView = (typeof searchViews)[number];

const viewLabels: Record<SearchView, string> = { list: 'List', map: 'Map' };

export interface ViewToggleProps {
  view: SearchView;
  onChange: (view: SearchView) => void;
}

/** docs/map.md#map-view: List or Map; on a desktop Map puts the map beside the list, on a phone in its place. */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  return (
    <Group
      aria-label="Show the results as"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[view]}
      onSelectionChange={(keys) => {
        const [next] = [...keys] as SearchView[];
        if (next) onChange(next);
      }}
    >
      {searchViews.map((id) => (
        <Choice key={id} id={id}>
          {viewLabels[id]}
        </Choice>
      ))}
    </Group>
  );
}

const Group = styled(ToggleButtonGroup)`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  padding: 2px;
  gap: 2px;
`;

const Choice = styled(ToggleButton)`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &[data-selected] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  ${pressableStates}
`;
