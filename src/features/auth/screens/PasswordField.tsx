import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { TextField } from '@/components/TextField';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  errorMessage?: string | undefined;
  description?: string;
}

/** A password input with a Show/Hide toggle that keeps what was typed. */
export function PasswordField({ label, value, onChange, autoComplete, errorMessage, description }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Wrap>
      <TextField
        label={label}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        isRequired
        value={value}
        onChange={onChange}
        errorMessage={errorMessage}
        description={description}
      />
      <Toggle
        onPress={() => setVisible((shown) => !shown)}
        aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
      >
        {visible ? 'Hide' : 'Show'}
      </Toggle>
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
`;

const Toggle = styled(AriaButton)`
  position: absolute;
  top: 1.85rem;
  right: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.primaryHover};
  background: transparent;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
  }
`;
