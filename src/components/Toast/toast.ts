import type { ShowToastOptions, ToastTone } from './toastContent';

/**
 * The queue and its react-aria state, loaded with the first toast: a first load that shows none
 * does not carry them, nor build the queue (docs/routes.md#toast-region). Toasts asked for
 * meanwhile are added in the order they were asked.
 */
const loadQueue = () => import('./toastQueue');

let asked = false;
const firstToastListeners = new Set<() => void>();

/** Whether any toast has been asked for, and news of the first: the region mounts with it. */
export const anyToastAsked = () => asked;
export function onFirstToast(listener: () => void) {
  firstToastListeners.add(listener);
  return () => void firstToastListeners.delete(listener);
}

function show(tone: ToastTone, title: string, options: ShowToastOptions = {}) {
  if (!asked) {
    asked = true;
    for (const listener of firstToastListeners) listener();
  }
  void loadQueue().then(({ addToast }) => addToast(tone, title, options));
}

/** Shows a toast at the top-right; the newest stands on top. */
export const toast = {
  info: (title: string, options?: ShowToastOptions) => show('info', title, options),
  success: (title: string, options?: ShowToastOptions) => show('success', title, options),
  error: (title: string, options?: ShowToastOptions) => show('error', title, options),
  /** Closes every toast shown (none to close before the first). */
  clear: () => {
    if (asked) void loadQueue().then(({ toastQueue }) => toastQueue.clear());
  },
};
