// ToastRegionOnDemand loads the region's react-aria code with the first toast. ToastRegion itself is
// imported from './ToastRegion' where it must stand from the start (Storybook's preview).
export { ToastRegionOnDemand } from './ToastRegionOnDemand';
// The queue itself (./toastQueue) loads with the first toast: it is imported from there by what needs it.
export { toast } from './toast';
export { toastTones, DEFAULT_TOAST_TIMEOUT_MS, type ToastContent, type ToastTone } from './toastContent';
