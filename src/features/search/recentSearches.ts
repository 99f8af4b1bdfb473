/**
 * The buyer's recent searches, kept in this browser only (no account data leaves it). Each is the
 * URL search string and its description; the newest comes first, a repeat moves to the top.
 */
export const RECENT_SEARCHES_KEY = 'recentSearches';
export const MAX_RECENT_SEARCHES = 5;

export interface RecentSearch {
  /** The search string without '?' and without the page: 'city=Pune&bhk=2'. */
  search: string;
  label: string;
  /** ISO time of the last run. */
  searchedAt: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStore(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const isRecentSearch = (value: unknown): value is RecentSearch =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecentSearch).search === 'string' &&
  typeof (value as RecentSearch).label === 'string' &&
  typeof (value as RecentSearch).searchedAt === 'string';

export function readRecentSearches(store: Store | null = defaultStore()): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

/** Keeps a search that ran; the page number is not part of it. An empty search is not kept. */
export function rememberSearch(
  entry: Omit<RecentSearch, 'searchedAt'>,
  now: Date = new Date(),
  store: Store | null = defaultStore(),
): RecentSearch[] {
  const params = new URLSearchParams(entry.search);
  params.delete('page');
  const search = params.toString();
  const before = readRecentSearches(store);
  if (!search) return before;
  const next = [
    { search, label: entry.label, searchedAt: now.toISOString() },
    ...before.filter((s) => s.search !== search),
  ].slice(0, MAX_RECENT_SEARCHES);
  try {
    store?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the history.
  }
  return next;
}
