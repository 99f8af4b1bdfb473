import { Popover } from 'react-aria-components';
import styled, { css } from 'styled-components';

/**
 * The one look of a list of options under a field: the Select's and the suggestion ComboBox's.
 * The popover is a component; the list and its items are styles, as each list types its own items.
 */
export const OptionPopover = styled(Popover)`
  min-width: var(--trigger-width);
  max-height: 18rem;
  overflow: auto;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export const optionListStyles = css`
  outline: none;
  padding: ${({ theme }) => theme.space(1)};
`;

export const optionStyles = css`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[data-selected] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

/** What a list says when nothing matches. */
export const OptionListEmpty = styled.p`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.color.textMuted};
`;
