import { useState, type FormEvent } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import {
  freshnessMessages,
  REPORT_TEXT_MAX,
  reportListing,
  reportListingRequestSchema,
  reportReasonLabels,
  reportReasons,
  type ReportReason,
} from '@/api';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import { DialogActions, DialogForm, DialogMessage, DialogTitle, ModalFrame } from '@/components/Dialog';
import { FieldError } from '@/components/Field';
import { useServerAction } from '@/components/form';
import { TextArea } from '@/components/TextArea';
import { checkForm, type FieldMessages } from '@/lib/fieldMessages';

export interface ReportListingDialogProps {
  listingId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * docs/listings.md#listing-reports: a reason and a short text (required for "other"); the server's
 * refusals (already reported, too many reports) show here and everything chosen and typed stays.
 */
export default function ReportListingDialog({ listingId, isOpen, onOpenChange }: ReportListingDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldMessages<'reason' | 'text'>>({});
  const [sent, setSent] = useState(false);
  const { pending, serverError, run } = useServerAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkForm(reportListingRequestSchema, { reason, text });
    if (!checked.ok) return setErrors(checked.errors);
    if (await run(() => reportListing(listingId, checked.value))) setSent(true);
  }

  return (
    <ModalFrame isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!pending} width="32rem">
      {({ close }) =>
        sent ? (
          <>
            <DialogTitle>Report sent</DialogTitle>
            <Banner tone="success">{freshnessMessages.reported}</Banner>
            <DialogActions>
              {/* eslint-disable-next-line jsx-a11y-x/no-autofocus -- the form it replaced held the focus */}
              <Button onPress={close} autoFocus>
                Close
              </Button>
            </DialogActions>
          </>
        ) : (
          <DialogForm onSubmit={(event) => void submit(event)} noValidate>
            <DialogTitle>Report this listing</DialogTitle>
            <DialogMessage>Tell the Nivaas team what is wrong. Your name is not shown to the owner.</DialogMessage>
            {serverError && (
              <Banner tone="danger" title="Your report was not sent">
                {serverError}
              </Banner>
            )}
            <Reasons
              value={reason || null}
              onChange={(next) => {
                setReason(next as ReportReason);
                setErrors({});
              }}
              isRequired
              isInvalid={Boolean(errors.reason)}
            >
              <Label>What is wrong?</Label>
              {reportReasons.map((value) => (
                <Reason key={value} value={value}>
                  {reportReasonLabels[value]}
                </Reason>
              ))}
              <FieldError>{errors.reason}</FieldError>
            </Reasons>
            <TextArea
              label="Details"
              hint={reason === 'other' ? undefined : '(optional)'}
              isRequired={reason === 'other'}
              rows={3}
              maxLength={REPORT_TEXT_MAX}
              value={text}
              onChange={(value) => {
                setText(value);
                setErrors(({ reason: reasonError }) => ({ reason: reasonError }));
              }}
              description={`${text.length} of ${REPORT_TEXT_MAX} characters`}
              errorMessage={errors.text}
              placeholder="For example: the owner told me it was sold last month."
            />
            <DialogActions>
              <Button variant="secondary" onPress={close} isDisabled={pending}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" isPending={pending}>
                Send report
              </Button>
            </DialogActions>
          </DialogForm>
        )
      }
    </ModalFrame>
  );
}

const Reasons = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  > label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** A radio with its circle drawn from react-aria's state attributes (the input itself stays hidden). */
const Reason = styled(Radio)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  &::before {
    content: '';
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    border: 2px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface};
  }
  &[data-selected]::before {
    border: 0.375rem solid ${({ theme }) => theme.color.primary};
  }
  &[data-invalid]::before {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[data-focus-visible]::before {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;
