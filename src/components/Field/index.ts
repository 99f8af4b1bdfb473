export {
  FieldLabel,
  FieldDescription,
  FieldError,
  fieldStackStyles,
  inputStyles,
  labelStyles,
  type FieldLabelProps,
} from './Field';
