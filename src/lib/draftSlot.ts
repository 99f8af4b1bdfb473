import { z } from 'zod';
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

/** What a form says of its draft: what it stores, the files it holds, and how a stored draft comes back. */
export interface FormDraftOptions<Shape extends z.ZodRawShape, State> {
  /** What can be stored of the form's state: its text, never its files. */
  write: (state: State) => z.output<z.ZodObject<Shape>>;
  /** The names of the files chosen on the form. */
  chosenFiles: (state: State) => string[];
  /** The form as `draft` left it, over `initial` (the empty form, or the saved record in edit mode). */
  read: (draft: z.output<z.ZodObject<Shape>>, initial: State, lostFiles: string[]) => State;
}

/**
 * A form's draft in storage: `shape` with a version (a draft of another version is dropped) and the
 * names of the chosen files, which come back as `lostFiles`.
 */
export function formDraft<Shape extends z.ZodRawShape, State>(
  shape: Shape,
  { write, chosenFiles, read }: FormDraftOptions<Shape, State>,
): FormDraft<State> {
  type Stored = z.output<z.ZodObject<Shape>> & { version: 1; fileNames: string[] };
  // zod cannot name the output of a shape spread with two more keys while Shape is generic; this is it.
  const stored = z.object({ ...shape, version: z.literal(1), fileNames: z.array(z.string()) });
  const slot = draftSlot(stored as unknown as z.ZodType<Stored>);
  return {
    save: (key, state, store = browserStore()) =>
      slot.save(key, { ...write(state), version: 1, fileNames: chosenFiles(state) }, store),
    restore(key, initial, store = browserStore()) {
      const draft = slot.read(key, store);
      return draft ? { state: read(draft, initial, draft.fileNames), lostFiles: draft.fileNames } : null;
    },
    clear: slot.clear,
  };
}
