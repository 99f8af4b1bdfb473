import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';
import { Button, type ButtonVariant } from '@/components/Button';

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
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!isPending}>
      <StyledModal>
        <StyledDialog role="alertdialog">
          {({ close }) => (
            <>
              <Title slot="title">{title}</Title>
              <Message>{message}</Message>
              <Actions>
                <Button variant="secondary" onPress={close} isDisabled={isPending}>
                  {cancelLabel}
                </Button>
                <Button variant={confirmVariant} onPress={onConfirm} isPending={isPending}>
                  {confirmLabel}
                </Button>
              </Actions>
            </>
          )}
        </StyledDialog>
      </StyledModal>
    </Overlay>
  );
}

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.overlay};
`;

const StyledModal = styled(Modal)`
  width: min(26rem, 100%);
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const StyledDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  outline: none;
`;

const Title = styled(Heading)`
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Message = styled.p`
  color: ${({ theme }) => theme.color.textSubtle};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;
