import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { inquiryFieldErrors, type InquiryFieldKey, type InquiryRequest } from '@/api';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/Checkbox';
import { useServerAction } from '@/components/form';
import { TextArea } from '@/components/TextArea';
import { TextField } from '@/components/TextField';
import type { FieldMessages } from '@/lib/fieldMessages';
import { dashboardPath } from '@/lib/paths';

export interface InquiryFormProps {
  /** Sends the checked request: a listing's inquiry, or a project's (docs/leads.md#ask-the-builder). */
  send: (request: InquiryRequest) => Promise<unknown>;
  /** Filled in from the session; the buyer may change them. */
  name: string;
  phone: string;
  posterName: string;
  /** Who the consent is given to: 'Share my phone number with this seller'. */
  posterWord?: 'seller' | 'builder';
  /** The form's heading: 'Contact {posterName}' unless said. */
  heading?: string;
}

/**
 * A signed-in buyer asks the poster about the listing or the project. The phone goes only with the
 * buyer's consent, unticked by default (docs/listings.md#inquiry-phone-consent). A failure keeps
 * what was typed.
 */
export function InquiryForm({
  send,
  name,
  phone,
  posterName,
  posterWord = 'seller',
  heading = `Contact ${posterName}`,
}: InquiryFormProps) {
  const [values, setValues] = useState({ name, phone, message: '', sharePhone: false });
  const [errors, setErrors] = useState<FieldMessages<InquiryFieldKey>>({});
  const { pending: sending, serverError: failure, setServerError, run } = useServerAction();
  const [sent, setSent] = useState(false);
  const headingId = useId();

  const edit = (field: 'name' | 'phone' | 'message') => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    // The number leaves the browser only when the box is ticked.
    const { phone: typed, ...rest } = values;
    const request: InquiryRequest = values.sharePhone ? { ...rest, phone: typed } : rest;
    const found = inquiryFieldErrors(request);
    setErrors(found);
    setServerError('');
    if (Object.keys(found).length > 0) return;
    void run(() => send(request).then(() => setSent(true)));
  }

  if (sent)
    return (
      <Banner tone="success" title="Inquiry sent">
        {`${posterName} will reply here in Nivaas. `}
        <Link to={dashboardPath('Buyer')}>See your inquiries</Link>
      </Banner>
    );

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {failure && (
        <Banner tone="danger" title="Your inquiry was not sent">
          {failure}
        </Banner>
      )}
      <TextField label="Your name" value={values.name} onChange={edit('name')} errorMessage={errors.name} isRequired />
      <TextArea
        label="Message"
        value={values.message}
        onChange={edit('message')}
        errorMessage={errors.message}
        placeholder="When can I visit? Is the price negotiable?"
        isRequired
      />
      <Checkbox
        isSelected={values.sharePhone}
        onChange={(sharePhone) => {
          setValues((v) => ({ ...v, sharePhone }));
          setErrors(({ phone: _cleared, ...rest }) => rest);
        }}
      >
        {`Share my phone number with this ${posterWord}`}
      </Checkbox>
      {values.sharePhone ? (
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="tel"
          value={values.phone}
          onChange={edit('phone')}
          errorMessage={errors.phone}
          description="You can stop sharing it at any time from your dashboard."
          isRequired
        />
      ) : (
        <Hint>Your number stays private. Replies come here in Nivaas.</Hint>
      )}
      <Button type="submit" isPending={sending}>
        {sending ? 'Sending...' : 'Send Inquiry'}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
