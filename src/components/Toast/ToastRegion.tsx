import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import styled, { css } from 'styled-components';
import { toastQueue, type ToastContent as Content, type ToastTone } from './toastQueue';

/**
 * The app's one toast region (docs/routes.md#toast-region, docs/routes.md#toast-timing): top-right, newest on top, timers paused while hovered
 * (react-aria) or while the window has lost focus (the queue and HeldWhileAway). Alt+T moves focus to
 * the toasts.
 */
export function ToastRegion() {
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const pause = () => toastQueue.windowLostFocus();
    const resume = () => {
      toastQueue.windowGotFocus();
      // A pointer or keyboard focus still on the toasts keeps them paused; react-aria resumes when it leaves.
      if (!isEngaged(regionRef.current)) toastQueue.resumeAll();
    };
    const focusToasts = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') {
        const first = regionRef.current?.querySelector<HTMLElement>('[role="alertdialog"]');
        if (first) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    window.addEventListener('keydown', focusToasts);
    return () => {
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
      window.removeEventListener('keydown', focusToasts);
    };
  }, []);

  return (
    <Region ref={regionRef} queue={toastQueue} aria-label="Notifications (Alt+T)">
      {({ toast }) => (
        <HeldWhileAway regionRef={regionRef}>
          <ToastCard toast={toast} $tone={toast.content.tone}>
            <ToastContent>
              <Title slot="title">{toast.content.title}</Title>
              {toast.content.description && <Description slot="description">{toast.content.description}</Description>}
            </ToastContent>
            <CloseButton slot="close" aria-label="Close notification">
              ×
            </CloseButton>
          </ToastCard>
        </HeldWhileAway>
      )}
    </Region>
  );
}

/** Whether the pointer is over the toasts (react-aria's hover state) or keyboard focus is inside them. */
function isEngaged(region: HTMLElement | null) {
  return !!region && (region.hasAttribute('data-hovered') || region.contains(region.ownerDocument.activeElement));
}

/**
 * react-aria starts a toast's timer when it mounts. A toast that arrives while the window is away
 * (a late save failure in a background tab) or while the toasts are hovered must wait as well.
 * This effect runs after react-aria's (children's effects run first), so it pauses the fresh timer.
 */
function HeldWhileAway({ regionRef, children }: { regionRef: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  useEffect(() => {
    if (toastQueue.isWindowAway || isEngaged(regionRef.current)) toastQueue.pauseAll();
  }, [regionRef]);
  return children;
}

const Region = styled(AriaToastRegion<Content>)`
  position: fixed;
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: min(24rem, calc(100vw - 2rem));
  outline: none;
`;

const toneStyles: Record<ToastTone, ReturnType<typeof css>> = {
  info: css`
    border-left-color: ${({ theme }) => theme.color.info};
  `,
  success: css`
    border-left-color: ${({ theme }) => theme.color.success};
  `,
  error: css`
    border-left-color: ${({ theme }) => theme.color.danger};
  `,
};

const ToastCard = styled(Toast<Content>)<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  ${({ $tone }) => toneStyles[$tone]}
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  > div {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Title = styled(Text)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Description = styled(Text)`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  /* A link to copy by hand (Share) wraps inside the toast. */
  overflow-wrap: anywhere;
`;

const CloseButton = styled(Button)`
  border: none;
  background: transparent;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.color.textMuted};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.sm};
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
  }
`;
