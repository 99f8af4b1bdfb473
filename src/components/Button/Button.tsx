import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { Spinner } from '@/components/Spinner';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
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

export const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.primary};
    &[data-hovered],
    &[data-pressed] {
      background: ${({ theme }) => theme.color.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primaryHover};
    border-color: ${({ theme }) => theme.color.primary};
    &[data-hovered],
    &[data-pressed] {
      background: ${({ theme }) => theme.color.primarySoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    border-color: transparent;
    &[data-hovered],
    &[data-pressed] {
      background: ${({ theme }) => theme.color.surfaceMuted};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.danger};
    &[data-hovered],
    &[data-pressed] {
      filter: brightness(0.9);
    }
  `,
};

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
