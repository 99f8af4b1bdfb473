import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, Label as AriaLabel, Text } from 'react-aria-components';
import styled, { type DefaultTheme } from 'styled-components';

export interface FieldLabelProps {
  children: ReactNode;
  /** docs/wizard.md#form-markers: required fields carry a star. Screen readers learn it from the input's required state. */
  isRequired?: boolean;
  /** Shown after the label in muted text, e.g. '(optional)'. */
  hint?: string;
}

export function FieldLabel({ children, isRequired, hint }: FieldLabelProps) {
  return (
    <StyledLabel>
      {children}
      {isRequired && <Star aria-hidden="true"> *</Star>}
      {hint && <Hint> {hint}</Hint>}
    </StyledLabel>
  );
}

export function FieldDescription({ children }: { children: ReactNode }) {
  return <StyledDescription slot="description">{children}</StyledDescription>;
}

export function FieldError({ children }: { children?: ReactNode }) {
  return <StyledError>{children}</StyledError>;
}

/** The column a label, a control, a description and an error stack in. */
export const fieldStackStyles = `
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

/** The look of every text-like input: TextField, TextArea, NumberField, Select's button. */
export const inputStyles = ({ theme }: { theme: DefaultTheme }) => `
  width: 100%;
  padding: ${theme.space(2)} ${theme.space(3)};
  font: inherit;
  color: ${theme.color.text};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  &::placeholder { color: ${theme.color.textMuted}; }
  &[data-focused], &[data-focus-visible] { outline: 2px solid ${theme.color.focusRing}; outline-offset: 1px; }
  &[data-invalid] { border-color: ${theme.color.danger}; }
  &[data-disabled] { background: ${theme.color.surfaceMuted}; color: ${theme.color.textMuted}; cursor: not-allowed; }
`;

/** The look of a field's label. */
export const labelStyles = ({ theme }: { theme: DefaultTheme }) => `
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.color.text};
`;

const StyledLabel = styled(AriaLabel)`
  ${labelStyles}
`;

const Star = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

const Hint = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledDescription = styled(Text)`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledError = styled(AriaFieldError)`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
`;
