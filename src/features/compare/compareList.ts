import { useSyncExternalStore } from 'react';

/** docs/listings.md#compare: at most this many properties side by side. */
export const MAX_COMPARED = 3;
export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${MAX_COMPARED} properties`;
export const COMPARE_KEY = 'compare';

/** A listing chosen for comparing: its id for the address, its title for the tray. */
export interface ComparedItem {
  _id: string;
  title: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const isItem = (value: unknown): value is ComparedItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ComparedItem)._id === 'string' &&
  typeof (value as ComparedItem).title === 'string';

/** The chosen listings as kept in `text` (JSON); anything else reads as none. */
export function parseCompared(text: string | null): ComparedItem[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, MAX_COMPARED) : [];
  } catch {
    return [];
  }
}

/** `item` added at the end; refused (null) when the list is full. Adding one already there changes nothing. */
export function withItem(list: readonly ComparedItem[], item: ComparedItem): ComparedItem[] | null {
  if (list.some((chosen) => chosen._id === item._id)) return [...list];
  if (list.length >= MAX_COMPARED) return null;
  return [...list, item];
}

export const withoutItem = (list: readonly ComparedItem[], id: string) => list.filter((chosen) => chosen._id !== id);

/**
 * docs/routes.md#route-table: the compare page's address for `ids`. Kept here, not in src/lib/paths.ts,
 * which every first load carries (e2e/budget.test.ts).
 */
export const comparePath = (ids: readonly string[]) => `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;

/** docs/listings.md#compare: the compare page's ids from its address (`ids=a,b,c`), repeats and extras dropped. */
export const idsFromSearch = (search: URLSearchParams) =>
  [...new Set((search.get('ids') ?? '').split(',').filter(Boolean))].slice(0, MAX_COMPARED);

function browserStore(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

// The chosen listings live in this browser (a tray that follows the buyer from search to favourites);
// the compare page itself reads only its address, so a compare is a link.
const listeners = new Set<() => void>();
const EMPTY: ComparedItem[] = [];
// The same text reads as the same array, as useSyncExternalStore needs.
let last: { text: string | null; list: ComparedItem[] } = { text: null, list: EMPTY };

function read() {
  const text = browserStore()?.getItem(COMPARE_KEY) ?? null;
  if (text !== last.text) last = { text, list: parseCompared(text) };
  return last.list;
}

function write(next: ComparedItem[]) {
  try {
    browserStore()?.setItem(COMPARE_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage keeps the choice for this page only.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The chosen listings and the ways to change them; `add` answers false when the list is full. */
export function useCompared() {
  const list = useSyncExternalStore(subscribe, read, () => EMPTY);
  return {
    list,
    add: (item: ComparedItem) => {
      const next = withItem(read(), item);
      if (next) write(next);
      return next !== null;
    },
    remove: (id: string) => write(withoutItem(read(), id)),
  };
}
