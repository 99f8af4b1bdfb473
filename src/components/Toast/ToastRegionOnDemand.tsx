import { Suspense, useSyncExternalStore } from 'react';
import { preloadable } from '@/lib/preloadable';
import { anyToastAsked, onFirstToast } from './toast';

const ToastRegion = preloadable('ToastRegion', () => import('./ToastRegion'));

const noToastOnServer = () => false;

/**
 * The app's toast region (docs/routes.md#toast-region), mounted with the first toast and kept from then on: its
 * react-aria code and strings, and the queue, are not part of a first load that shows no toast.
 */
export function ToastRegionOnDemand() {
  const needed = useSyncExternalStore(onFirstToast, anyToastAsked, noToastOnServer);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
