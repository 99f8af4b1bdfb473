import { UNSTABLE_ToastQueue as ToastQueue, type QueuedToast } from 'react-aria-components';
import { pausableTimer, systemClock, type Clock } from '@/lib/clock';
import { DEFAULT_TOAST_TIMEOUT_MS, type ShowToastOptions, type ToastContent, type ToastTone } from './toastContent';

export type { ToastContent, ToastTone } from './toastContent';

/**
 * docs/routes.md#toast-timing: toasts pause on hover or window focus loss. react-aria pauses on hover and focus and
 * resumes when they end; this queue also remembers a lost window focus, so that ending a hover
 * while the window is away does not restart the timers.
 */
// The queue is one per app (`toastQueue` below), so its state is the module's: plain variables, which
// a minifier shortens, where #fields keep their names.
let windowAway = false;
let toastClock: Clock = systemClock;

class WindowAwareToastQueue extends ToastQueue<ToastContent> {
  get isWindowAway() {
    return windowAway;
  }

  /** Times the toasts added from now on by `clock` (a story's, moved by hand); gives back the undo. */
  useClock(clock: Clock) {
    toastClock = clock;
    return () => void (toastClock = systemClock);
  }

  override add(content: ToastContent, options: { timeout?: number } = {}) {
    const key = super.add(content, options);
    // react-aria's own timer reads the system's time, and a resume while running starts a second
    // timeout that a later pause leaves running; this one runs on the queue's clock, once.
    const added = this.visibleToasts.find((toast) => toast.key === key);
    if (added && options.timeout) {
      const timer = pausableTimer(toastClock, () => this.close(key), options.timeout);
      added.timer = timer as unknown as QueuedToast<ToastContent>['timer'];
    }
    return key;
  }

  windowLostFocus() {
    windowAway = true;
    this.pauseAll();
  }

  windowGotFocus() {
    windowAway = false;
  }

  override resumeAll() {
    if (!windowAway) super.resumeAll();
  }
}

export const toastQueue = new WindowAwareToastQueue({ maxVisibleToasts: 5 });

/** Adds a toast to the queue (`toast` in ./toast does, once this module has loaded). */
export function addToast(tone: ToastTone, title: string, options: ShowToastOptions = {}) {
  const content: ToastContent = { title, tone };
  if (options.description) content.description = options.description;
  return toastQueue.add(content, { timeout: options.timeout ?? DEFAULT_TOAST_TIMEOUT_MS });
}
