import type { KeyValueStore } from '@/lib/storage';

/** A stand-in for local storage in Node tests, with its items open to inspection. */
export function memoryStore(): KeyValueStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
