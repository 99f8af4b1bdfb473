import { sessionSchema, type Session } from '@/api/contract';
import { isSessionValid, readStoredSession } from '@/lib/storage';

/**
 * SPEC 4: the session read at start. Valid only when both token and user are stored, the user
 * parses, and the token's exp has not passed; anything else means logged out (and a cleanup).
 */
export function restoreSession(nowSeconds = Date.now() / 1000): { session: Session | null; stale: boolean } {
  const { token, user } = readStoredSession();
  if (!token && !user) return { session: null, stale: false };
  const parsed = sessionSchema.safeParse(user);
  if (!parsed.success || !isSessionValid(token, user, nowSeconds)) return { session: null, stale: true };
  return { session: { ...parsed.data, token: token as string }, stale: false };
}
