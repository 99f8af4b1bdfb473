// swr imports use-sync-external-store's shim, a stand-in for React 17 and older: React 19 has the hook
// itself, so vite.config.ts points the shim here and every first load is without it.
export { useSyncExternalStore } from 'react';
