import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { FormStack } from './AuthLayout';

/** Seconds before a new code may be asked for (the server limits resends too). */
export const RESEND_AFTER_SECONDS = 30;

export interface CodeStepProps {
  email: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (code: string) => void;
  onResend: () => Promise<unknown>;
  onChangeEmail: () => void;
  /** More fields to ask with the code, e.g. the new password. */
  children?: ReactNode;
}

/** Enter the 6-digit code that was mailed; paste works, digits only; resend after a countdown. */
export function CodeStep({
  email,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onResend,
  onChangeEmail,
  children,
}: CodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [secondsLeft, setSecondsLeft] = useState(RESEND_AFTER_SECONDS);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError('Please enter the 6-digit code');
    setError(undefined);
    onSubmit(code);
  };

  return (
    <FormStack onSubmit={submit} noValidate aria-label="Verify your email">
      <p>
        We sent a 6-digit code to <strong>{email}</strong>.{' '}
        <Inline variant="ghost" size="sm" onPress={onChangeEmail}>
          Change email
        </Inline>
      </p>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        isRequired
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
        errorMessage={error}
      />
      {children}
      <Button type="submit" isPending={pending} fullWidth>
        {pending ? pendingLabel : submitLabel}
      </Button>
      <Button
        variant="secondary"
        isDisabled={secondsLeft > 0 || pending}
        onPress={() => onResend().then(() => setSecondsLeft(RESEND_AFTER_SECONDS))}
      >
        {secondsLeft > 0 ? (
          // A clock that ticks: visual baselines mask it (.storybook/vitest.setup.ts).
          <Ticking data-ticking>{`Resend code in ${secondsLeft}s`}</Ticking>
        ) : (
          'Resend code'
        )}
      </Button>
    </FormStack>
  );
}

const Inline = styled(Button)`
  padding: 0 ${({ theme }) => theme.space(1)};
`;

/** Digits of one width, so the countdown's box keeps its size while it ticks. */
const Ticking = styled.span`
  font-variant-numeric: tabular-nums;
`;
