import { within } from 'storybook/test';
import { Button } from '@/components/Button';
import { toast, type ToastTone } from '@/components/Toast';
// The queue itself, to clear it at once between stories (the preview's region has loaded it).
import { toastQueue } from '@/components/Toast/toastQueue';

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
  toastQueue.clear();
};
