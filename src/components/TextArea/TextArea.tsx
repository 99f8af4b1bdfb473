import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldError, FieldLabel, fieldStackStyles, inputStyles } from '@/components/Field';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children'> {
  label: string;
  rows?: number;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  hint?: string;
}

/** A labelled multi-line input (the wizard's description uses 4 rows). */
export function TextArea({ label, rows = 4, description, errorMessage, placeholder, hint, ...props }: TextAreaProps) {
  return (
    <Stack {...props} isInvalid={props.isInvalid ?? Boolean(errorMessage)}>
      <FieldLabel isRequired={props.isRequired} hint={hint}>
        {label}
      </FieldLabel>
      <StyledTextArea rows={rows} placeholder={placeholder} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </Stack>
  );
}

const Stack = styled(AriaTextField)`
  ${fieldStackStyles}
`;

const StyledTextArea = styled(AriaTextArea)`
  ${inputStyles}
  resize: vertical;
`;
