/** docs/auth.md#session-storage: the session lives in local storage under these keys. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's local storage, or nothing where there is none (Node, private modes that throw). */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export interface StoredSession {
  token: string;
  user: unknown;
}

export function readStoredSession(store: KeyValueStore | null = browserStore()): {
  token: string | null;
  user: unknown;
} {
  const token = store?.getItem(TOKEN_KEY) ?? null;
  const rawUser = store?.getItem(USER_KEY) ?? null;
  return { token, user: parseStoredUser(rawUser) };
}

/** A stored user that is not JSON (written by hand, or cut short) reads as none. */
function parseStoredUser(rawUser: string | null): unknown {
  if (rawUser === null) return null;
  try {
    return JSON.parse(rawUser);
  } catch {
    return null;
  }
}

export function readToken(store: KeyValueStore | null = browserStore()): string | null {
  return store?.getItem(TOKEN_KEY) ?? null;
}

export function writeStoredSession({ token, user }: StoredSession, store: KeyValueStore | null = browserStore()) {
  store?.setItem(TOKEN_KEY, token);
  store?.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(store: KeyValueStore | null = browserStore()) {
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(USER_KEY);
}

/** The `exp` (seconds) in a JWT-like token's payload, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = JSON.parse(json).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** docs/auth.md#session-restore: valid only when both token and user are stored and the token's exp has not passed. */
export function isSessionValid(token: string | null, user: unknown, nowSeconds = Date.now() / 1000): boolean {
  if (!token || !user) return false;
  const exp = tokenExpiry(token);
  return exp !== null && exp > nowSeconds;
}
