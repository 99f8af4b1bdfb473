export { ToastRegion } from './ToastRegion';
export { toast, toastQueue, DEFAULT_TOAST_TIMEOUT_MS, type ToastContent, type ToastTone } from './toastQueue';
