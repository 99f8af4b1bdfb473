import styled from 'styled-components';
import { DEFAULT_TOAST_TIMEOUT_MS, toast } from '@/components/Toast';
import { ToggleChip } from '@/components/ToggleChip';
import { COMPARE_LIMIT_MESSAGE, useCompared, type ComparedItem } from './compareList';

/** docs/listings.md#compare: a listing card's "Add to compare"; a 4th is refused with a toast that says why. */
export function CompareToggle({ item }: { item: ComparedItem }) {
  const { list, add, remove } = useCompared();
  return (
    <Above>
      <ToggleChip
        isSelected={list.some((entry) => entry._id === item._id)}
        onChange={(selected) => {
          if (!selected) remove(item._id);
          else if (!add(item))
            toast.error(COMPARE_LIMIT_MESSAGE, {
              description: 'Remove one from the tray first.',
              timeout: DEFAULT_TOAST_TIMEOUT_MS,
            });
        }}
        aria-label={`Add ${item.title} to compare`}
      >
        Compare
      </ToggleChip>
    </Above>
  );
}

/** Above the card's link, which covers the whole card. */
const Above = styled.div`
  position: relative;
  z-index: 1;
  margin-top: ${({ theme }) => theme.space(2)};
`;
