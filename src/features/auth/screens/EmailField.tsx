import { TextField } from '@/components/TextField';

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}

/** The account's e-mail on every auth form: required, with the e-mail keyboard and the browser's autofill. */
export function EmailField({ value, onChange, errorMessage }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      isRequired
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
    />
  );
}
