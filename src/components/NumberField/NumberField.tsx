import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldError, FieldLabel, fieldStackStyles, inputStyles } from '@/components/Field';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children' | 'value' | 'onChange'> {
  label: string;
  /** null while the field is empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  /** Show the stepper buttons (counts); prices and areas read better without them. */
  showStepper?: boolean;
}

/** A number input in en-IN grouping; docs/wizard.md#form-markers: numeric fields have a minimum of 0. */
export function NumberField({
  label,
  value,
  onChange,
  description,
  errorMessage,
  placeholder,
  showStepper = false,
  minValue = 0,
  ...props
}: NumberFieldProps) {
  return (
    <Stack
      {...props}
      minValue={minValue}
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Row>
        {showStepper && (
          <Stepper slot="decrement" aria-label={`Decrease ${label}`}>
            −
          </Stepper>
        )}
        <StyledInput placeholder={placeholder} />
        {showStepper && (
          <Stepper slot="increment" aria-label={`Increase ${label}`}>
            +
          </Stepper>
        )}
      </Row>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </Stack>
  );
}

const Stack = styled(AriaNumberField)`
  ${fieldStackStyles}
`;

const Row = styled(Group)`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledInput = styled(Input)`
  ${inputStyles}
`;

const Stepper = styled(AriaButton)`
  flex: none;
  width: 2.5rem;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
  }
`;
