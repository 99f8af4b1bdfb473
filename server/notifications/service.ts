import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationMessages,
  type MuteByLinkResponse,
  type Notification,
  type NotificationKind,
  type NotificationMutes,
  type NotificationPage,
} from '@/api/contract/notifications';
import type { Queryable } from '../db/client';
import type { NotificationRow } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';
import type { NotifyMailJob } from './mailJob';
import {
  muteKind,
  mutedKindsOf,
  markRead,
  notificationOf,
  notificationPageOf,
  insertNotification,
  setMutedKinds,
  unreadCountOf,
} from './queries';
import { mutedByToken } from './muteLinks';

/** What an event tells one person: docs/notifications.md#kinds. */
export interface NotificationEvent {
  userId: string;
  kind: NotificationKind;
  /** 'inquiry:{id}', 'listing:{id}' or 'project:{id}': the mails of one thread are batched. */
  thread: string;
  text: string;
  link: string;
}

/**
 * docs/notifications.md: writes the in-app notification in the event's own transaction. The answer is
 * the thread to mail after the transaction commits (`services.notificationMail.mailSoon`), or null
 * when the kind is muted (the entry is in the list, no mail goes).
 */
export async function notify(tx: Queryable, event: NotificationEvent, now: Date): Promise<NotifyMailJob | null> {
  const muted = (await mutedKindsOf(tx, event.userId)).includes(event.kind);
  await insertNotification(tx, { ...event, createdAt: now, mail: muted ? 'muted' : 'waiting' });
  return muted ? null : { userId: event.userId, thread: event.thread };
}

/** Queues the mails of the events that wrote one (the non-null answers of notify). */
export async function mailNotified({ notificationMail }: Services, jobs: (NotifyMailJob | null)[]) {
  await notificationMail.mailSoon(jobs.filter((job) => job !== null));
}

const toNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  kind: row.kind,
  text: row.text,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export async function notificationPage(q: Queryable, userId: string, page: number): Promise<NotificationPage> {
  const rows = await notificationPageOf(q, userId, (page - 1) * NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE);
  return {
    notifications: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map(toNotification),
    page,
    hasMore: rows.length > NOTIFICATIONS_PAGE_SIZE,
  };
}

export const unreadCount = async (q: Queryable, userId: string) => ({ unread: await unreadCountOf(q, userId) });

/** One of the user's notifications read; someone else's does not exist for them (404). */
export async function readOne(q: Queryable, userId: string, id: string, now: Date): Promise<Notification> {
  const row = await notificationOf(q, id);
  if (!row || row.userId !== userId) throw notFound(notificationMessages.notFound);
  await markRead(q, userId, now, id);
  return toNotification((await notificationOf(q, id))!);
}

export async function readAll(q: Queryable, userId: string, now: Date) {
  await markRead(q, userId, now);
  return unreadCount(q, userId);
}

export const mutesOf = async (q: Queryable, userId: string): Promise<NotificationMutes> => ({
  muted: await mutedKindsOf(q, userId),
});

export async function setMutes(q: Queryable, userId: string, muted: NotificationKind[], now: Date) {
  await setMutedKinds(q, userId, [...new Set(muted)], now);
  return mutesOf(q, userId);
}

/** docs/notifications.md#muting: an e-mail's one-click link mutes its kind, without signing in. */
export async function muteByLink({ db, config }: Services, token: string): Promise<MuteByLinkResponse> {
  const muted = mutedByToken(config.jwtSecret, token);
  if (!muted) throw badRequest(notificationMessages.badMuteLink);
  await muteKind(db, muted.userId, muted.kind, config.now());
  return { kind: muted.kind };
}
