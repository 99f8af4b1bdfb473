import { Link, type LinkProps } from 'react-router';
import styled, { css } from 'styled-components';
import { sizeStyles, variantStyles, type ButtonSize, type ButtonVariant } from '@/components/Button';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link inside the app that looks like a button: it goes somewhere, so it stays a link for screen readers. */
export function ButtonLink({ variant = 'primary', size = 'md', ...props }: ButtonLinkProps) {
  return <StyledLink {...props} $variant={variant} $size={size} />;
}

/**
 * What a ButtonLink will be, drawn the same before the app can make it a link (a signed-in visitor's
 * 'Go to your dashboard' while the app reads the session): no link, hidden from screen readers.
 */
export function ButtonLinkStandIn({
  variant = 'primary',
  size = 'md',
  children,
}: Pick<ButtonLinkProps, 'variant' | 'size' | 'children'>) {
  return (
    <StandIn aria-hidden="true" $variant={variant} $size={size}>
      {children}
    </StandIn>
  );
}

interface Look {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

const buttonLook = css<Look>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-decoration: none;
  white-space: nowrap;
  /* The class doubled: a page's own link colour (a rule of one class and the element a) must never
     reach a link drawn as a button; it turned a primary one's label brown on orange. */
  && {
    ${({ $variant }) => variantStyles[$variant]}
  }
  ${({ $size }) => sizeStyles[$size]}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const StyledLink = styled(Link)<Look>`
  ${buttonLook}
`;

const StandIn = styled.span<Look>`
  ${buttonLook}
`;
