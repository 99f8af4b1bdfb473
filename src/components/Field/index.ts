export { FieldLabel, FieldDescription, FieldError, fieldStackStyles, inputStyles, type FieldLabelProps } from './Field';
