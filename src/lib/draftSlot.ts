import type { z } from 'zod';
import { browserStore } from './storage';

/**
 * A form's draft in storage, as JSON of `schema`'s shape. What is typed survives a reload; a draft
 * that no longer fits the schema (an older shape, a damaged one) is dropped rather than half restored.
 */
export function draftSlot<S extends z.ZodType>(schema: S) {
  type Draft = z.output<S>;
  return {
    save(key: string, draft: Draft, store = browserStore()) {
      try {
        store?.setItem(key, JSON.stringify(draft));
      } catch {
        // A full or refused storage only costs the draft; the form itself keeps working.
      }
    },
    read(key: string, store = browserStore()): Draft | null {
      const raw = store?.getItem(key);
      if (!raw) return null;
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {
        // not JSON: dropped below
      }
      store?.removeItem(key);
      return null;
    },
    clear(key: string, store = browserStore()) {
      store?.removeItem(key);
    },
  };
}
