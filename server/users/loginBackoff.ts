import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { tooManyRequests } from '../http/errors';

/** Failed sign-ins an account allows before each further one waits. */
export const FREE_FAILED_LOGINS = 5;
const FIRST_WAIT_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 15 * 60;

const minutesText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/**
 * A back-off per account on top of the limit per address, so guesses spread over many addresses
 * still slow down: after 5 failures in a row each attempt waits 30 s, doubling up to 15 minutes.
 * The attempt is counted before the password is compared, in the statement that checks the wait,
 * so a burst gets no more comparisons than the rule allows; a success clears the count.
 */
export function createLoginBackoff(db: Db, now: () => Date) {
  return {
    /** Takes one attempt for the account, or refuses with 429 while it must wait. */
    async claim(user: UserRow) {
      const at = now();
      const failures = sql`${users.failedLogins} + 1`;
      const waitSeconds = sql`least(${FIRST_WAIT_SECONDS} * power(2, ${failures} - ${FREE_FAILED_LOGINS}), ${LONGEST_WAIT_SECONDS})`;
      const [claimed] = await db
        .update(users)
        .set({
          failedLogins: failures,
          loginBlockedUntil: sql`case when ${failures} >= ${FREE_FAILED_LOGINS}
            then ${at.toISOString()}::timestamptz + make_interval(secs => ${waitSeconds}) end`,
        })
        .where(and(eq(users.id, user.id), or(isNull(users.loginBlockedUntil), lte(users.loginBlockedUntil, at))))
        .returning({ id: users.id });
      if (claimed) return;
      const [blocked] = await db.select({ until: users.loginBlockedUntil }).from(users).where(eq(users.id, user.id));
      const waitMs = (blocked?.until?.getTime() ?? at.getTime()) - at.getTime();
      throw tooManyRequests(
        `Too many failed sign-ins for this account. Please try again in ${minutesText(waitMs)}, or reset your password.`,
      );
    },
    /** A successful sign-in (or a password reset) starts the count again. */
    async clear(userId: string) {
      await db.update(users).set({ failedLogins: 0, loginBlockedUntil: null }).where(eq(users.id, userId));
    },
  };
}
