import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export const toastTones = ['info', 'success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastContent {
  title: string;
  description?: string;
  tone: ToastTone;
}

/** SPEC 9: toasts auto-close after 5000 ms by default; callers may ask for 4000 ms. */
export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

export interface ShowToastOptions {
  description?: string;
  timeout?: number;
}

function show(tone: ToastTone, title: string, options: ShowToastOptions = {}) {
  const content: ToastContent = { title, tone };
  if (options.description) content.description = options.description;
  return toastQueue.add(content, { timeout: options.timeout ?? DEFAULT_TOAST_TIMEOUT_MS });
}

/** Shows a toast at the top-right; the newest stands on top. */
export const toast = {
  info: (title: string, options?: ShowToastOptions) => show('info', title, options),
  success: (title: string, options?: ShowToastOptions) => show('success', title, options),
  error: (title: string, options?: ShowToastOptions) => show('error', title, options),
  close: (key: string) => toastQueue.close(key),
  clear: () => toastQueue.clear(),
};
