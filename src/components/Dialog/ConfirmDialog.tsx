import { Button, type ButtonVariant } from '@/components/Button';
import { DialogActions, DialogMessage, DialogTitle, ModalFrame } from './ModalFrame';

export interface ConfirmDialogProps {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  cancelLabel?: string;
  onConfirm: () => void;
  isPending?: boolean;
}

/**
 * A modal question with Cancel and one confirming action. Works controlled (`isOpen`) or inside a
 * react-aria DialogTrigger. Focus moves in, Escape cancels, focus returns to the trigger.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  confirmVariant = 'primary',
  cancelLabel = 'Cancel',
  onConfirm,
  isPending = false,
}: ConfirmDialogProps) {
  return (
    <ModalFrame isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!isPending} role="alertdialog">
      {({ close }) => (
        <>
          <DialogTitle>{title}</DialogTitle>
          <DialogMessage>{message}</DialogMessage>
          <DialogActions>
            <Button variant="secondary" onPress={close} isDisabled={isPending}>
              {cancelLabel}
            </Button>
            <Button variant={confirmVariant} onPress={onConfirm} isPending={isPending}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </>
      )}
    </ModalFrame>
  );
}
