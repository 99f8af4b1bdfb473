import type { Session } from '@/api/contract';

/** The signed-in user, read by each component that shows it (useAuth), told of sign-in and logout. */
export interface SessionStore {
  get: () => Session | null;
  set: (session: Session | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function sessionStore(initial: Session | null): SessionStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(session) {
      current = session;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
