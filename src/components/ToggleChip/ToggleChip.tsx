import { ToggleButton, type ToggleButtonProps } from 'react-aria-components';
import styled from 'styled-components';
import { pressableStates } from '@/components/Button';

export interface ToggleChipProps extends Omit<ToggleButtonProps, 'children'> {
  children: string;
}

/** A pill that is on or off (aria-pressed), e.g. an amenity such as '24/7 Security'. */
export function ToggleChip({ children, ...props }: ToggleChipProps) {
  return (
    <Chip {...props}>
      {({ isSelected }) => (
        <>
          <Mark aria-hidden="true">{isSelected ? '✓' : '+'}</Mark>
          {children}
        </>
      )}
    </Chip>
  );
}

const Mark = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Chip = styled(ToggleButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  &[data-selected] {
    color: ${({ theme }) => theme.color.primaryHover};
    background: ${({ theme }) => theme.color.primarySoft};
    border-color: ${({ theme }) => theme.color.primary};
  }
  ${pressableStates}
`;
