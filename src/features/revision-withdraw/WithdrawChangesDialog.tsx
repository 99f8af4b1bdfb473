import { ConfirmDialog } from '@/components/Dialog';

export interface WithdrawChangesDialogProps {
  /** The item's name while the question is open; null when closed. */
  name: string | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The question before the owner's changes are thrown away: the live version stays as buyers see it. */
export function WithdrawChangesDialog({ name, isPending, onCancel, onConfirm }: WithdrawChangesDialogProps) {
  return (
    <ConfirmDialog
      isOpen={name !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Withdraw your changes?"
      message={`Your changes to ${name ?? 'this item'} will be discarded. The live version stays as buyers see it now.`}
      confirmLabel="Withdraw changes"
      confirmVariant="danger"
      onConfirm={onConfirm}
      isPending={isPending}
    />
  );
}
