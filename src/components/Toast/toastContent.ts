export const toastTones = ['info', 'success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastContent {
  title: string;
  description?: string;
  tone: ToastTone;
}

export interface ShowToastOptions {
  description?: string;
  timeout?: number;
}

/** docs/routes.md#toast-timing: toasts auto-close after 5000 ms by default; callers may ask for 4000 ms. */
export const DEFAULT_TOAST_TIMEOUT_MS = 5000;
