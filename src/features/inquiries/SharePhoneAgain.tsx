import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { phoneConsentRequestSchema } from '@/api/contract';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { CardFooter, CardMuted } from './cardParts';

export interface SharePhoneAgainProps {
  posterName: string;
  /** The number on the buyer's account, filled in for them. */
  accountPhone: string;
  /** Shares the number; resolves true once the server has recorded the consent. */
  onShare: (phone: string) => Promise<boolean>;
  isBusy: boolean;
}

/**
 * docs/listings.md#inquiry-phone-consent: a buyer who is not sharing their number can share it on this
 * inquiry (again), with its new time. It asks first which number, so the choice is the buyer's.
 */
export function SharePhoneAgain({ posterName, accountPhone, onShare, isBusy }: SharePhoneAgainProps) {
  const [asking, setAsking] = useState(false);
  const [phone, setPhone] = useState(accountPhone);
  const [error, setError] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // The button that opened the form is gone: the number's field takes the focus.
  useEffect(() => {
    if (asking) form.current?.querySelector('input')?.focus();
  }, [asking]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = phoneConsentRequestSchema.safeParse({ phone });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    if (await onShare(parsed.data.phone)) setAsking(false);
  }

  if (!asking)
    return (
      <CardFooter>
        <CardMuted>Your phone number is not shared with {posterName}.</CardMuted>
        <Button variant="secondary" size="sm" onPress={() => setAsking(true)}>
          Share my number
        </Button>
      </CardFooter>
    );
  return (
    <Form
      ref={form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Share your number with ${posterName}`}
    >
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="tel"
        value={phone}
        onChange={(value) => {
          setPhone(value);
          setError('');
        }}
        errorMessage={error || undefined}
        description={`${posterName} sees it until you stop sharing it.`}
        isRequired
      />
      <Actions>
        <Button type="submit" size="sm" isPending={isBusy}>
          Share number
        </Button>
        <Button variant="ghost" size="sm" onPress={() => setAsking(false)} isDisabled={isBusy}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 24rem;
`;
