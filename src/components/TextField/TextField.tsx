import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldError, FieldLabel, fieldStackStyles, inputStyles } from '@/components/Field';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  label: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  /** Muted text after the label, e.g. '(optional)'. */
  hint?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url' | 'search' | 'decimal';
  pattern?: string;
}

/** A labelled single-line input; `errorMessage` marks it invalid and shows the message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  hint,
  inputMode,
  pattern,
  ...props
}: TextFieldProps) {
  return (
    <Stack {...props} isInvalid={props.isInvalid ?? Boolean(errorMessage)}>
      <FieldLabel isRequired={props.isRequired} hint={hint}>
        {label}
      </FieldLabel>
      <StyledInput placeholder={placeholder} inputMode={inputMode} pattern={pattern} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </Stack>
  );
}

const Stack = styled(AriaTextField)`
  ${fieldStackStyles}
`;

const StyledInput = styled(Input)`
  ${inputStyles}
`;
