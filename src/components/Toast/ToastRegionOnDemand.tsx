import { Suspense, useState, useSyncExternalStore } from 'react';
import { preloadable } from '@/lib/preloadable';
import { toastQueue } from './toastQueue';

const ToastRegion = preloadable('ToastRegion', () => import('./ToastRegion'));

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const anyToast = () => toastQueue.visibleToasts.length > 0;
const noToastOnServer = () => false;

/**
 * The app's toast region (docs/routes.md#toast-region), mounted with the first toast and kept from then on: its
 * react-aria code and strings are not part of a first load that shows no toast.
 */
export function ToastRegionOnDemand() {
  const toastShown = useSyncExternalStore(subscribe, anyToast, noToastOnServer);
  const [needed, setNeeded] = useState(toastShown);
  if (toastShown && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
