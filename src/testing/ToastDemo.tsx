import { within } from 'storybook/test';
import { Button } from '@/components/Button';
import { toast, type ToastTone } from '@/components/Toast';

export interface ToastDemoProps {
  tone: ToastTone;
  title: string;
  description?: string;
  timeout?: number;
}

/** Stories only: a button that raises a toast, as a screen does after a save or a failure. */
export function ToastDemo({ tone, title, description, timeout }: ToastDemoProps) {
  return (
    <Button variant="secondary" onPress={() => toast[tone](title, { description, timeout })}>
      Show {tone} toast
    </Button>
  );
}

/** Toasts render in document.body, outside the story's canvas. */
export const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Leave no paused window or open toast behind for the next story. */
export const resetToasts = () => {
  window.dispatchEvent(new Event('focus'));
  toast.clear();
};
