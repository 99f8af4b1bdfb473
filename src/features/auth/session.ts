import type { Session } from '@/api/contract';
import { roles, type Role } from '@/api/contract/roles';
import { isSessionValid, readStoredSession } from '@/lib/storage';

const isRole = (value: unknown): value is Role => roles.includes(value as Role);
const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === 'string';

/**
 * The stored user (the login response: the user's fields and a token) read as the contract's
 * storedSessionSchema reads it, unknown fields dropped; null when it does not fit. Checked by hand
 * because this runs on every first load, where zod and the contract would be a third of the
 * script; session.test.ts holds it to storedSessionSchema.
 */
export function storedSessionOf(value: unknown): Session | null {
  if (typeof value !== 'object' || value === null) return null;
  const { _id, name, email, role, phone, username, isStaff, token, firstSignIn } = value as Record<string, unknown>;
  if (typeof _id !== 'string' || typeof email !== 'string' || typeof token !== 'string') return null;
  // docs/auth.md#session-restore: a user without a name is still signed in.
  if (!isOptionalString(name) || !isRole(role) || !isOptionalString(phone) || !isOptionalString(username)) return null;
  if (isStaff !== undefined && isStaff !== true) return null;
  if (firstSignIn !== undefined && firstSignIn !== true) return null;
  return {
    _id,
    name: name ?? '',
    email,
    role,
    token,
    ...(phone === undefined ? {} : { phone }),
    ...(username === undefined ? {} : { username }),
    ...(isStaff === undefined ? {} : { isStaff }),
    ...(firstSignIn === undefined ? {} : { firstSignIn }),
  };
}

/** docs/auth.md#session-restore: how a user is named on screen; 'User' when the stored user has no name. */
export const userLabel = (user: Pick<Session, 'name'>) => user.name || 'User';

/** docs/auth.md#first-sign-in: a dashboard's greeting, 'Welcome' on the session registration opened. */
export const greetingOf = (user: Pick<Session, 'name' | 'firstSignIn'>) =>
  `${user.firstSignIn ? 'Welcome' : 'Welcome back'}, ${userLabel(user)}.`;

/**
 * docs/auth.md#session-restore: the session read at start. Valid only when both token and user are stored, the user
 * parses, and the token's exp has not passed; anything else means logged out (and a cleanup).
 */
export function restoreSession(nowSeconds = Date.now() / 1000): { session: Session | null; stale: boolean } {
  const { token, user } = readStoredSession();
  if (!token && !user) return { session: null, stale: false };
  const stored = storedSessionOf(user);
  if (!stored || !isSessionValid(token, user, nowSeconds)) return { session: null, stale: true };
  return { session: { ...stored, token: token as string }, stale: false };
}
