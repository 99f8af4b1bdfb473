import { useState } from 'react';
import { Button } from '@/components/Button';
import { ChipGroup } from '@/components/ChipGroup';
import { DialogActions, DialogMessage, DialogTitle, ModalFrame } from '@/components/Dialog';
import { TextArea } from '@/components/TextArea';
import styled from 'styled-components';
import { checkForm } from '@/lib/fieldMessages';
import type { QuickReason } from './quickReason';
import type { ReviewTarget } from './reviewTargets';

export interface RejectDialogProps {
  /** The item being rejected; null keeps the dialog closed. */
  itemName: string | null;
  /** 'project' or 'listing', who reads the reason ('builder', 'poster', 'owner') and the rule it must meet. */
  kind: string;
  audience: string;
  /** The decision's word in the title and the button: 'Reject' unless said (a reported listing: 'Remove'). */
  verb?: string;
  /** What happens to the item and who reads the reason; the review queue's words unless said. */
  message?: string;
  placeholder?: string;
  reasonSchema: ReviewTarget<{ _id: string }>['reasonSchema'];
  /** Reasons that fit this item, each filling the reason with one click (docs/review.md#review-rera-flag). */
  quickReasons?: readonly QuickReason[];
  isPending: boolean;
  onCancel: () => void;
  /** Resolves true when the rejection was saved; the dialog then closes. */
  onReject: (reason: string) => Promise<boolean>;
}

/** Asks for the reason the builder will read; a failed save keeps what was typed. */
export function RejectDialog({
  itemName,
  kind,
  audience,
  verb = 'Reject',
  message = `The ${audience} sees this reason on their own list. Say what to change so they can submit again.`,
  placeholder = 'For example: the banner photo is blurred; please upload a sharper one.',
  reasonSchema,
  quickReasons = [],
  isPending,
  onCancel,
  onReject,
}: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit() {
    const checked = checkForm(reasonSchema, { reason });
    setError(checked.ok ? undefined : checked.errors.reason);
    if (checked.ok && (await onReject(checked.value.reason))) setReason('');
  }

  return (
    <ModalFrame
      isOpen={itemName !== null}
      onOpenChange={(open) => !open && onCancel()}
      isDismissable={!isPending}
      width="32rem"
    >
      <DialogTitle>
        {verb} {itemName}?
      </DialogTitle>
      <DialogMessage>{message}</DialogMessage>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {quickReasons.length > 0 && (
          <QuickReasons aria-label="One-click reasons">
            {quickReasons.map((quick) => (
              <Button
                key={quick.label}
                variant="secondary"
                size="sm"
                onPress={() => {
                  setReason(quick.reason);
                  setError(undefined);
                }}
              >
                {quick.label}
              </Button>
            ))}
          </QuickReasons>
        )}
        <TextArea
          label={`Reason for the ${audience}`}
          isRequired
          // The dialog exists to take this reason: typing starts at once, as react-aria advises for dialogs.
          // eslint-disable-next-line jsx-a11y-x/no-autofocus
          autoFocus
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (error) setError(undefined);
          }}
          errorMessage={error}
          placeholder={placeholder}
        />
        <DialogActions>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" isPending={isPending}>
            {verb} {kind}
          </Button>
        </DialogActions>
      </form>
    </ModalFrame>
  );
}

const QuickReasons = styled(ChipGroup)`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;
