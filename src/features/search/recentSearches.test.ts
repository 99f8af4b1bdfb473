import { describe, expect, it } from 'vitest';
import { MAX_RECENT_SEARCHES, readRecentSearches, rememberSearch } from './recentSearches';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute));

describe('recent searches', () => {
  it('keeps the newest first and moves a repeat to the top, without the page', () => {
    const store = memoryStore();
    rememberSearch({ search: 'city=Pune', label: 'Properties in Pune' }, at(1), store);
    rememberSearch({ search: 'city=Mumbai&page=3', label: 'Properties in Mumbai' }, at(2), store);
    rememberSearch({ search: 'city=Pune&page=2', label: 'Properties in Pune' }, at(3), store);
    expect(readRecentSearches(store).map((s) => s.search)).toEqual(['city=Pune', 'city=Mumbai']);
    expect(readRecentSearches(store)[0]?.searchedAt).toBe(at(3).toISOString());
  });

  it(`keeps at most ${MAX_RECENT_SEARCHES}`, () => {
    const store = memoryStore();
    for (let i = 0; i < 8; i += 1) rememberSearch({ search: `bhk=${i + 1}`, label: `${i + 1} BHK` }, at(i), store);
    expect(readRecentSearches(store).map((s) => s.search)).toEqual(['bhk=8', 'bhk=7', 'bhk=6', 'bhk=5', 'bhk=4']);
  });

  it('does not keep an empty search', () => {
    const store = memoryStore();
    expect(rememberSearch({ search: 'page=2', label: 'Properties' }, at(1), store)).toEqual([]);
  });

  it('reads broken storage as no history', () => {
    expect(readRecentSearches(memoryStore({ recentSearches: '{oops' }))).toEqual([]);
    expect(readRecentSearches(memoryStore({ recentSearches: '[{"search":1}]' }))).toEqual([]);
    expect(readRecentSearches(null)).toEqual([]);
  });
});
