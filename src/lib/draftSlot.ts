import type { z } from 'zod';
import { browserStore, type KeyValueStore } from './storage';

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

/** A form's draft as it came back: the form, and the names of the chosen files a reload lost. */
export interface RestoredDraft<State> {
  state: State;
  /** Files chosen before the reload: a browser cannot keep them, so they must be chosen again. */
  lostFiles: string[];
}

/** A form's draft: what a form's state keeps in storage, and how it comes back over the form as it opens. */
export interface FormDraft<State> {
  save(key: string, state: State, store?: KeyValueStore | null): void;
  restore(key: string, initial: State, store?: KeyValueStore | null): RestoredDraft<State> | null;
  clear(key: string, store?: KeyValueStore | null): void;
}

/**
 * A form's draft stored as `schema`'s shape: `write` takes what can be stored of the form's state,
 * `read` lays a stored draft over `initial` (the empty form, or the saved record in edit mode).
 */
export function formDraft<S extends z.ZodType, State>(
  schema: S,
  write: (state: State) => z.output<S>,
  read: (draft: z.output<S>, initial: State) => RestoredDraft<State>,
): FormDraft<State> {
  const slot = draftSlot(schema);
  return {
    save: (key, state, store = browserStore()) => slot.save(key, write(state), store),
    restore(key, initial, store = browserStore()) {
      const draft = slot.read(key, store);
      return draft ? read(draft, initial) : null;
    },
    clear: slot.clear,
  };
}
