import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { FREE_FAILED_LOGINS } from '@/api/contract';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';

const FIRST_WAIT_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 15 * 60;

/**
 * docs/auth.md#lockout: a back-off per account on top of the limit per address, so guesses spread
 * over many addresses still slow down: after 5 failures in a row a password is compared only once
 * the account's wait is over; each failure then sets a wait of 30 s, doubling up to 15 minutes.
 * The wait holds back guesses, not the owner: the login route asks for a mailed code meanwhile.
 */
export function createLoginBackoff(db: Db, now: () => Date) {
  const failures = sql`${users.failedLogins} + 1`;
  /** One more failure counted, and the wait it sets (none within the free ones). */
  const counted = (at: Date) => ({
    failedLogins: failures,
    loginBlockedUntil: sql`case when ${failures} >= ${FREE_FAILED_LOGINS}
      then ${at.toISOString()}::timestamptz + make_interval(secs => least(
        ${FIRST_WAIT_SECONDS} * power(2, ${failures} - ${FREE_FAILED_LOGINS}), ${LONGEST_WAIT_SECONDS})) end`,
  });

  return {
    /** Whether a sign-in needs the mailed code (5 failures in a row), whatever the wait. */
    needsCode: (user: UserRow) => user.failedLogins >= FREE_FAILED_LOGINS,

    /**
     * Takes one attempt at the password, or answers false while the account must wait. The
     * attempt is counted as a failure before the password is compared, in the statement that
     * checks the wait, so a burst gets no more comparisons than the rule allows; a success clears it.
     */
    async claim(user: UserRow) {
      const at = now();
      const [claimed] = await db
        .update(users)
        .set(counted(at))
        .where(and(eq(users.id, user.id), or(isNull(users.loginBlockedUntil), lte(users.loginBlockedUntil, at))))
        .returning({ id: users.id });
      return claimed !== undefined;
    },

    /** An attempt with a mailed code, counted as a failure before anything is checked, wait or not. */
    async count(user: UserRow) {
      await db.update(users).set(counted(now())).where(eq(users.id, user.id));
    },

    /** A successful sign-in (or a password reset) starts the count again. */
    async clear(userId: string) {
      await db.update(users).set({ failedLogins: 0, loginBlockedUntil: null }).where(eq(users.id, userId));
    },
  };
}
