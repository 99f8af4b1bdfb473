import { and, count, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { NotificationKind } from '@/api/contract/notifications';
import type { Queryable } from '../db/client';
import { notificationMutes, notifications, users, type NotificationMail } from '../db/schema';

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(q: Queryable, row: NewNotification) {
  const [inserted] = await q.insert(notifications).values(row).returning();
  return inserted!;
}

/** One page of a user's notifications, newest first, with one more row to tell whether another page follows. */
export const notificationPageOf = (q: Queryable, userId: string, offset: number, limit: number) =>
  q
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(offset)
    .limit(limit + 1);

export async function unreadCountOf(q: Queryable, userId: string) {
  const [row] = await q
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row!.unread;
}

/** Marks the user's notification (one, or all unread when no id) read; the rows changed. */
export const markRead = (q: Queryable, userId: string, at: Date, id?: string) =>
  q
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ...(id === undefined ? [] : [eq(notifications.id, id)]),
      ),
    )
    .returning({ id: notifications.id });

export const notificationOf = async (q: Queryable, id: string) =>
  (await q.select().from(notifications).where(eq(notifications.id, id)))[0];

export async function mutedKindsOf(q: Queryable, userId: string): Promise<NotificationKind[]> {
  const rows = await q
    .select({ kind: notificationMutes.kind })
    .from(notificationMutes)
    .where(eq(notificationMutes.userId, userId));
  return rows.map((r) => r.kind);
}

/** Replaces the user's muted kinds with these. */
export async function setMutedKinds(q: Queryable, userId: string, kinds: NotificationKind[], at: Date) {
  await q.delete(notificationMutes).where(eq(notificationMutes.userId, userId));
  if (kinds.length) await q.insert(notificationMutes).values(kinds.map((kind) => ({ userId, kind, createdAt: at })));
}

export const muteKind = (q: Queryable, userId: string, kind: NotificationKind, at: Date) =>
  q.insert(notificationMutes).values({ userId, kind, createdAt: at }).onConflictDoNothing();

/** docs/notifications.md#batching: when the thread last mailed this user, or null. */
export async function lastMailedAt(q: Queryable, userId: string, thread: string) {
  const [row] = await q
    .select({ at: max(notifications.mailedAt) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.thread, thread)));
  return row?.at ?? null;
}

/** The thread's notifications waiting for a mail, oldest first. */
export const waitingForMail = (q: Queryable, userId: string, thread: string) =>
  q
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.thread, thread), eq(notifications.mail, 'waiting')))
    .orderBy(notifications.createdAt);

export async function setMailed(q: Queryable, ids: string[], mail: NotificationMail, at: Date | null) {
  if (ids.length) await q.update(notifications).set({ mail, mailedAt: at }).where(inArray(notifications.id, ids));
}

export const recipientOf = async (q: Queryable, userId: string) =>
  (
    await q.select({ email: users.email, name: users.name, role: users.role }).from(users).where(eq(users.id, userId))
  )[0];
