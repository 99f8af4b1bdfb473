import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, type DialogRenderProps } from 'react-aria-components';
import styled, { css } from 'styled-components';

export interface ModalFrameProps {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** A click outside or Escape closes it; off while something is being saved. */
  isDismissable?: boolean;
  /** 'alertdialog' for a question that interrupts (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  width?: string;
  children: ReactNode | ((props: DialogRenderProps) => ReactNode);
}

/** The modal surface every dialog shares: the dimmed overlay, the card, focus held inside. */
export function ModalFrame({
  isOpen,
  onOpenChange,
  isDismissable = true,
  role,
  width = '26rem',
  children,
}: ModalFrameProps) {
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
      <StyledModal $width={width}>
        <StyledDialog role={role}>{children}</StyledDialog>
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

const StyledModal = styled(Modal)<{ $width: string }>`
  width: min(${({ $width }) => $width}, 100%);
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

/** Title, message, fields and actions stand in one column. */
const dialogColumn = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledDialog = styled(Dialog)`
  ${dialogColumn}
  padding: ${({ theme }) => theme.space(6)};
  outline: none;
`;

/** A form that holds the whole dialog keeps the dialog's column. */
export const DialogForm = styled.form`
  ${dialogColumn}
`;

export const DialogTitle = styled(Heading).attrs({ slot: 'title' })`
  font-size: ${({ theme }) => theme.font.size.xl};
`;

export const DialogMessage = styled.p`
  color: ${({ theme }) => theme.color.textSubtle};
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;
