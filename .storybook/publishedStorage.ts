/**
 * Published under /storybook/ (server/http/storybook.ts), the stories share the product's origin,
 * and so its local storage: the session a visitor is signed in with, their wizard and listing
 * drafts. A story clears storage and stores sessions of its own, so there every story gets a
 * storage in memory instead, and the visitor's own is never read or touched.
 * Imported first by preview.tsx, before any module that might read storage.
 */
const PUBLISHED_PATH = '/storybook/';

class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

if (window.location.pathname.startsWith(PUBLISHED_PATH))
  for (const name of ['localStorage', 'sessionStorage'] as const)
    Object.defineProperty(window, name, { value: new MemoryStorage(), configurable: true });

export { PUBLISHED_PATH };
