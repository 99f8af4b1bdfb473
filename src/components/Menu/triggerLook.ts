import { css } from 'styled-components';

/**
 * How a menu's trigger looks: a pill with a border. Its own module, without the menu: the bar draws
 * a signed-in visitor's name in it before the menu's code has loaded (docs/auth.md#first-paint).
 */
export const triggerLook = css`
  display: inline-flex;
  align-items: center;
  /* A long name gives way on a narrow bar (docs/routes.md#long-names); the button's name keeps it whole. */
  min-width: 0;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: transparent;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

/** A name in the trigger: one line, cut with an ellipsis when the bar is narrow. */
export const triggerText = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
