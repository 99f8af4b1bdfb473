import { css } from 'styled-components';

/** A form's fields one under another at full width, its buttons at their own width on the left. */
export const stackedForm = (gap: number) => css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(gap)};
  > :not(button) {
    align-self: stretch;
  }
`;
