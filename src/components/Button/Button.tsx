import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from '@/components/Spinner';
import { buttonColours, type ButtonLook } from '@/theme/buttonColours';

export const buttonVariants = [
  'primary',
  'secondary',
  'ghost',
  'danger',
] as const satisfies readonly (keyof typeof buttonColours)[];
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

/** A button on react-aria: press, keyboard and focus handled; `isPending` shows a spinner. */
export function Button({ variant = 'primary', size = 'md', fullWidth = false, children, ...props }: ButtonProps) {
  return (
    <StyledButton {...props} $variant={variant} $size={size} $fullWidth={fullWidth}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <Spinner size="sm" label="" />}
          {content}
        </>
      ))}
    </StyledButton>
  );
}

const colourOf = (colours: DefaultTheme['color'], token: ButtonLook['background']) =>
  token === 'transparent' ? 'transparent' : colours[token];
const look = ({ text, background, border }: ButtonLook) => css`
  color: ${({ theme }) => colourOf(theme.color, text)};
  background: ${({ theme }) => colourOf(theme.color, background)};
  border-color: ${({ theme }) => colourOf(theme.color, border)};
`;

/**
 * Each variant's colours, at rest and hovered or pressed, from src/theme/buttonColours.ts (whose every
 * pair the contrast test measures). A button is hovered or pressed by react-aria's states; a link drawn
 * as a button (ButtonLink) by the browser's.
 */
export const variantStyles = Object.fromEntries(
  buttonVariants.map((variant) => [
    variant,
    css`
      ${look(buttonColours[variant].rest)}
      &[data-hovered],
      &[data-pressed],
      &:is(a:hover, a:active) {
        ${look(buttonColours[variant].active)}
      }
    `,
  ]),
) as Record<ButtonVariant, ReturnType<typeof css>>;

export const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  md: css`
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    font-size: ${({ theme }) => theme.font.size.md};
  `,
  lg: css`
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
    font-size: ${({ theme }) => theme.font.size.lg};
  `,
};

/** How a pressable control shows keyboard focus and that it is off (Button, ToggleChip). */
export const pressableStates = css`
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const StyledButton = styled(AriaButton)<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $size }) => sizeStyles[$size]}
  ${pressableStates}
  &[data-pending] {
    cursor: progress;
  }
`;
