import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import styled from 'styled-components';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  children: string;
}

export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <Root {...props}>
      {({ isSelected }) => (
        <>
          <Box aria-hidden="true">{isSelected && '✓'}</Box>
          {children}
        </>
      )}
    </Root>
  );
}

const Box = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Root = styled(AriaCheckbox)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  &[data-selected] ${Box} {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
  }
  &[data-focus-visible] ${Box} {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
