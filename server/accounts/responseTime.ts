import { and, eq, gte } from 'drizzle-orm';
import { RESPONSE_TIME_MIN_INQUIRIES, RESPONSE_TIME_WINDOW_DAYS, type ResponseTime } from '@/api/contract';
import type { Queryable } from '../db/client';
import { holdLock } from '../db/quota';
import { inquiries, leads, users, type UserRow } from '../db/schema';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/**
 * docs/leads.md#response-time: the median time to the first reply, in whole minutes rounded up, over
 * these inquiries; one not answered yet counts as never answered, so the median is null when half or
 * more of them wait (or there are none). Never flatters: what might still be answered is not counted
 * as answered.
 */
export function medianReplyMinutes(sample: { askedAt: Date; firstReplyAt: Date | null }[]): number | null {
  const waits = sample
    .map(({ askedAt, firstReplyAt }) =>
      firstReplyAt ? Math.max(0, firstReplyAt.getTime() - askedAt.getTime()) : Number.POSITIVE_INFINITY,
    )
    .sort((a, b) => a - b);
  if (waits.length === 0) return null;
  const middle = waits.length / 2;
  const median = waits.length % 2 === 1 ? waits[Math.floor(middle)]! : (waits[middle - 1]! + waits[middle]!) / 2;
  return Number.isFinite(median) ? Math.ceil(median / MINUTE) : null;
}

/** What the public sees of an owner's kept figures: absent below the minimum or without a median. */
export function shownResponseTime(owner: Pick<UserRow, 'replyMedianMinutes' | 'replySample'>): {
  responseTime?: ResponseTime;
} {
  const { replyMedianMinutes: medianMinutes, replySample } = owner;
  return medianMinutes !== null && replySample >= RESPONSE_TIME_MIN_INQUIRIES
    ? { responseTime: { medianMinutes } }
    : {};
}

/**
 * Computes the owner's figures anew from the last 90 days and keeps them on the account. Inside the
 * event's transaction, under a lock per owner so two events at once compute one after the other.
 * Answers whether what the public sees changed (the answers naming the owner are then stale).
 */
export async function refreshResponseTime(tx: Queryable, ownerId: string, now: Date): Promise<boolean> {
  await holdLock(tx, 'response-time', ownerId);
  const since = new Date(now.getTime() - RESPONSE_TIME_WINDOW_DAYS * DAY);
  const sample = await tx
    .select({ askedAt: inquiries.createdAt, firstReplyAt: inquiries.firstReplyAt })
    .from(inquiries)
    .innerJoin(leads, eq(leads.id, inquiries.leadId))
    .where(and(eq(leads.ownerId, ownerId), gte(inquiries.createdAt, since)));
  const next = { replyMedianMinutes: medianReplyMinutes(sample), replySample: sample.length };
  const [before] = await tx
    .select({ replyMedianMinutes: users.replyMedianMinutes, replySample: users.replySample })
    .from(users)
    .where(eq(users.id, ownerId));
  if (before?.replyMedianMinutes === next.replyMedianMinutes && before.replySample === next.replySample) return false;
  await tx.update(users).set(next).where(eq(users.id, ownerId));
  return (
    shownResponseTime(next).responseTime?.medianMinutes !==
    (before && shownResponseTime(before).responseTime?.medianMinutes)
  );
}
