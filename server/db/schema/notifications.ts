import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@/api/contract/notifications';
import { users } from './accounts';
import { createdAt, id, moment } from './columns';

/** docs/notifications.md#mail: waiting for the notify-mail job, sent in a mail, or not mailed (muted). */
export type NotificationMail = 'waiting' | 'sent' | 'muted';

/** docs/notifications.md: one thing a person is told of, in the app's list and (unless muted) by e-mail. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** What it is about, as 'inquiry:{id}', 'listing:{id}' or 'project:{id}': one mail per thread per 15 minutes. */
    thread: text('thread').notNull(),
    text: text('text').notNull(),
    /** The app's path that opens the right screen. */
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: moment('read_at'),
    mail: text('mail').$type<NotificationMail>().notNull(),
    mailedAt: moment('mailed_at'),
  },
  (t) => [
    // The list (newest first) and the unread count.
    index('notifications_user_created').on(t.userId, t.createdAt),
    // docs/notifications.md#batching: a thread's waiting mail, and when it last mailed.
    index('notifications_user_thread').on(t.userId, t.thread, t.mailedAt),
    index('notifications_mail_waiting')
      .on(t.userId, t.thread)
      .where(sql`${t.mail} = 'waiting'`),
  ],
);

/** docs/notifications.md#muting: a kind whose e-mails the user does not want (one row per kind muted). */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
