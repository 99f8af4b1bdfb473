import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { Button } from '@/components/Button';

export interface SheetProps {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title: string;
  /** The sheet's content; `close` shuts it (after an apply, say). */
  children: (close: () => void) => ReactNode;
}

/**
 * A dialog that slides up from the bottom of a phone's screen: the dimmed page behind, focus held
 * inside, Escape, a tap outside or the close button shuts it. Its body scrolls; a SheetFooter stays.
 */
export function Sheet({ isOpen, onOpenChange, title, children }: SheetProps) {
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Panel>
        <Surface>
          {({ close }) => (
            <>
              <Header>
                <Heading slot="title">{title}</Heading>
                <Button variant="ghost" size="sm" onPress={close} aria-label={`Close ${title.toLowerCase()}`}>
                  ✕
                </Button>
              </Header>
              {children(close)}
            </>
          )}
        </Surface>
      </Panel>
    </Overlay>
  );
}

const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: translateY(0); }
`;

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: flex-end;
  background: ${({ theme }) => theme.color.overlay};
`;

const Panel = styled(Modal)`
  width: 100%;
  max-height: 90dvh;
  display: flex;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => `${theme.radius.lg} ${theme.radius.lg} 0 0`};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &[data-entering] {
    animation: ${slideUp} ${({ theme }) => theme.motion.normal};
  }
`;

const Surface = styled(Dialog)`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: 0;
  outline: none;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** The part that scrolls. */
export const SheetBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
`;

/** The actions, always in view under the body. */
export const SheetFooter = styled.footer`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  > :last-child {
    flex: 1;
  }
`;
