import { useCallback, useSyncExternalStore } from 'react';

/** The object URLs being shown, by file: made for the first viewer, revoked when the last one goes. */
const shown = new Map<File, { url: string; viewers: number }>();

/**
 * An object URL for a chosen file, alive exactly while a component shows it. The URL is made when
 * the component subscribes, not while it renders, so a remount (StrictMode runs one) gets a fresh
 * URL rather than one its own cleanup revoked.
 */
export function useObjectUrl(file: File | undefined) {
  const subscribe = useCallback(() => {
    if (!file) return () => {};
    const entry = shown.get(file) ?? { url: URL.createObjectURL(file), viewers: 0 };
    entry.viewers += 1;
    shown.set(file, entry);
    return () => {
      entry.viewers -= 1;
      if (entry.viewers > 0) return;
      URL.revokeObjectURL(entry.url);
      shown.delete(file);
    };
  }, [file]);
  // React reads the snapshot again once subscribed, so the URL made there is shown at once.
  // On the server there is no file to show.
  return useSyncExternalStore(
    subscribe,
    () => (file ? shown.get(file)?.url : undefined),
    () => undefined,
  );
}
