/**
 * Values kept in memory by key, least recently used dropped first once their sizes pass
 * `maxBytes`. The server's caches of rendered pages and of photos' WebP copies stand on it.
 */
export function memoryLru<V>(maxBytes: number) {
  const entries = new Map<string, { value: V; bytes: number }>();
  let bytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  return {
    /** The value kept for `key`, now the most recently used. */
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // A Map iterates in insertion order: re-inserted, the key is the last to go.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V, size: number) {
      remove(key);
      entries.set(key, { value, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
  };
}
