// ToastRegionOnDemand loads the region's react-aria code with the first toast. ToastRegion itself is
// imported from './ToastRegion' where it must stand from the start (Storybook's preview).
export { ToastRegionOnDemand } from './ToastRegionOnDemand';
export {
  toast,
  toastQueue,
  toastTones,
  DEFAULT_TOAST_TIMEOUT_MS,
  type ToastContent,
  type ToastTone,
} from './toastQueue';
