import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { codeMessages } from '@/api/contract';
import type { CodeCaps } from '../config';
import type { Db, Queryable } from '../db/client';
import { oneTimeCodes, type CodePurpose } from '../db/schema';
import { badRequest, tooManyRequests } from '../http/errors';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;
export const RESEND_INTERVAL_MS = 30_000;
export const MAX_CODES_PER_HOUR = 5;
/** After a successful check, registration must follow within this time. */
export const VERIFIED_TTL_MS = 30 * 60_000;

/** Why `issue` mailed no code (docs/auth.md#one-time-codes): 429 with one of these. */
export const codeRefusals = {
  /** The last code went less than 30 s ago: it is still good. */
  tooSoon: 'Please wait 30 seconds before requesting another code',
  hourly: 'Too many codes requested. Please try again in an hour',
  addressDaily: 'Too many codes were sent to this address today. Please try again tomorrow.',
  domainDaily: 'Too many codes were sent to addresses at this domain today. Please try again tomorrow.',
} as const;

const DAY_MS = 24 * 60 * 60_000;

/**
 * docs/auth.md#code-caps: the big consumer mail domains, where most people's addresses are. A cap
 * of 200 a day would soon refuse them all their codes; they get CodeCaps.perConsumerDomain.
 */
export const CONSUMER_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'ymail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'rediffmail.com',
  'icloud.com',
  'proton.me',
  'protonmail.com',
  'zoho.com',
]);

/** The part of an address after its @ (addresses are lower-cased by the contract). */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);
/** The same expression as the index one_time_codes_domain_idx, so counting a domain reads the index. */
const codeDomain = sql`split_part(${oneTimeCodes.email}, '@', 2)`;
/** A transaction-long lock on a name: the counting and the insert of one name's codes go one at a time. */
const lockName = (tx: Queryable, name: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);

export interface CodeService {
  /** A new six-digit code for the address (the previous ones stop counting); resend limits apply. */
  issue(email: string, purpose: CodePurpose): Promise<string>;
  /** Checks a code (one attempt); marks it verified. */
  verify(email: string, purpose: CodePurpose, code: string): Promise<void>;
  /**
   * Checks a code (one attempt, counted at once) for a registration or reset about to happen;
   * returns its id for `markUsed`. Call it before the transaction: PGlite runs one at a time.
   */
  redeem(email: string, purpose: CodePurpose, code: string): Promise<string>;
  /** Uses the code up inside the transaction that acts on it, so a failure leaves it usable. */
  markUsed(tx: Queryable, codeId: string): Promise<void>;
}

export function createCodeService(
  db: Db,
  { secret, now, caps }: { secret: string; now: () => Date; caps: CodeCaps },
): CodeService {
  const digest = (email: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('base64url');
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  const ago = (ms: number) => new Date(now().getTime() - ms);

  async function latest(email: string, purpose: CodePurpose) {
    const [row] = await db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    return row;
  }

  /**
   * One attempt at the latest code; returns it when the code matches. The attempt is counted in
   * the same statement that checks the limit, before the comparison, so a burst of concurrent
   * guesses gets MAX_ATTEMPTS comparisons in all, not one each. A match gives its attempt back:
   * the limit is on wrong guesses, and registration checks the code twice (verify, then register).
   */
  async function check(email: string, purpose: CodePurpose, code: string) {
    const latestId = db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    const [row] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, latestId), lt(oneTimeCodes.attempts, MAX_ATTEMPTS)))
      .returning();
    if (!row) {
      if (await latest(email, purpose)) throw tooManyRequests('Too many attempts. Please request a new code');
      throw badRequest(codeMessages.invalidCode);
    }
    const live = row.verifiedAt
      ? row.verifiedAt.getTime() + VERIFIED_TTL_MS > now().getTime()
      : row.expiresAt.getTime() > now().getTime();
    if (!live || !same(row.codeHash, digest(email, purpose, code))) throw badRequest(codeMessages.invalidCode);
    await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} - 1` })
      .where(eq(oneTimeCodes.id, row.id));
    return row;
  }

  return {
    async issue(email, purpose) {
      // Old codes of any address are of no use (nor counted below): tidy them while here.
      await db.delete(oneTimeCodes).where(lt(oneTimeCodes.createdAt, ago(DAY_MS)));
      const domain = domainOf(email);
      const consumer = CONSUMER_MAIL_DOMAINS.has(domain);
      const domainCap = consumer ? caps.perConsumerDomain : caps.perDomain;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

      await db.transaction(async (tx) => {
        // Counted and inserted one request at a time per address (and per domain), on every
        // instance, so a burst gets no more codes than the limits allow. Domain first, then address,
        // always in that order. A big consumer domain takes no lock: its high cap may be passed by
        // a few in a burst, and all its sign-ups would wait on one lock otherwise.
        if (!consumer) await lockName(tx, `one-time-codes:domain:${domain}`);
        await lockName(tx, `one-time-codes:address:${email}`);

        const recent = await tx
          .select({ createdAt: oneTimeCodes.createdAt })
          .from(oneTimeCodes)
          .where(
            and(
              eq(oneTimeCodes.email, email),
              eq(oneTimeCodes.purpose, purpose),
              gt(oneTimeCodes.createdAt, ago(60 * 60_000)),
            ),
          )
          .orderBy(desc(oneTimeCodes.createdAt));
        const last = recent[0];
        if (last && last.createdAt.getTime() > now().getTime() - RESEND_INTERVAL_MS)
          throw tooManyRequests(codeRefusals.tooSoon);
        if (recent.length >= MAX_CODES_PER_HOUR) throw tooManyRequests(codeRefusals.hourly);

        // docs/auth.md#code-caps: a day's codes to the address, whatever their purpose, then to its domain.
        const since = ago(DAY_MS);
        const [toAddress] = await tx
          .select({ count: count() })
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.email, email), gt(oneTimeCodes.createdAt, since)));
        if ((toAddress?.count ?? 0) >= caps.perAddress) throw tooManyRequests(codeRefusals.addressDaily);
        // Counts no further than the cap: a consumer domain's day may hold many thousands.
        const toDomain = tx
          .select({ one: sql`1` })
          .from(oneTimeCodes)
          .where(and(eq(codeDomain, domain), gt(oneTimeCodes.createdAt, since)))
          .limit(domainCap)
          .as('to_domain');
        const [domainCount] = await tx.select({ count: count() }).from(toDomain);
        if ((domainCount?.count ?? 0) >= domainCap) throw tooManyRequests(codeRefusals.domainDaily);

        await tx.insert(oneTimeCodes).values({
          email,
          purpose,
          codeHash: digest(email, purpose, code),
          expiresAt: new Date(now().getTime() + CODE_TTL_MS),
          createdAt: now(),
        });
      });
      return code;
    },

    async verify(email, purpose, code) {
      const row = await check(email, purpose, code);
      if (!row.verifiedAt) await db.update(oneTimeCodes).set({ verifiedAt: now() }).where(eq(oneTimeCodes.id, row.id));
    },

    async redeem(email, purpose, code) {
      return (await check(email, purpose, code)).id;
    },

    async markUsed(tx, codeId) {
      const used = await tx
        .update(oneTimeCodes)
        .set({ consumedAt: now() })
        .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      // Two requests raced with the same code: only one of them uses it.
      if (used.length === 0) throw badRequest(codeMessages.invalidCode);
    },
  };
}
