import { z } from 'zod';
import type { Role } from './roles';
import { lazySchema } from './lazySchema';

/**
 * docs/notifications.md#kinds: what a person is told of, each kind muted (for e-mail) on its own.
 * new-inquiry: to a listing's owner; reply: to the other side of a thread; review: an approval or a
 * rejection with its reason, to the item's owner; report-outcome: to a reported listing's owner;
 * visit-booked, visit-changed (moved or cancelled), visit-reminder (the day before): docs/leads.md#site-visits.
 */
export const notificationKinds = [
  'new-inquiry',
  'reply',
  'review',
  'report-outcome',
  'visit-booked',
  'visit-changed',
  'visit-reminder',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How the profile names each kind beside its switch. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  'new-inquiry': 'New inquiries about what I post',
  reply: 'Replies in my inquiry threads',
  review: 'Approvals and rejections of what I post',
  'report-outcome': 'Outcomes of reports on my listings',
  'visit-booked': 'Site visits booked',
  'visit-changed': 'Site visits moved or cancelled',
  'visit-reminder': 'Reminders the day before a site visit',
};

/**
 * docs/notifications.md#kinds: the app's pages a notification opens, as src/lib/paths.ts names them
 * (the server may read only the contract): My Inquiries, a role's dashboard, the mute link's page.
 */
export const notificationPages = {
  posterInquiries: '/inquiries',
  /** docs/leads.md#leads-page: a builder's inquiries are read and answered on their Leads page. */
  leads: (role: Role) => `/${role.toLowerCase()}/leads`,
  dashboard: (role: Role) => `/${role.toLowerCase()}`,
  mute: '/notifications/mute',
} as const;

/** docs/notifications.md#list: one page of the list, newest first. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationMessages = {
  notFound: 'Notification not found',
  badPage: 'The page must be a whole number from 1.',
  badKind: `Choose one of: ${notificationKinds.join(', ')}.`,
  badMuteLink: 'This link is not valid. Open the latest e-mail, or change your choices on the notifications page.',
} as const;

export const notificationSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    kind: z.enum(notificationKinds),
    text: z.string(),
    /** The app's path that opens the screen it is about. */
    link: z.string(),
    createdAt: z.string(),
    /** Null while unread. */
    readAt: z.string().nullable(),
  }),
);
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = lazySchema(() =>
  z.object({
    notifications: z.array(notificationSchema),
    page: z.number().int(),
    /** Whether an older page follows. */
    hasMore: z.boolean(),
  }),
);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationPageQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce
      .number(notificationMessages.badPage)
      .int(notificationMessages.badPage)
      .min(1, notificationMessages.badPage)
      .max(10_000, notificationMessages.badPage)
      .default(1),
  }),
);

export const unreadNotificationsSchema = lazySchema(() => z.object({ unread: z.number().int() }));
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

/** The kinds whose e-mails are muted; the in-app list still shows them. */
export const notificationMutesSchema = lazySchema(() => z.object({ muted: z.array(z.enum(notificationKinds)) }));
export type NotificationMutes = z.infer<typeof notificationMutesSchema>;
export const notificationMutesRequestSchema = lazySchema(() =>
  z.object({
    muted: z
      .array(z.enum(notificationKinds, notificationMessages.badKind), notificationMessages.badKind)
      .max(notificationKinds.length),
  }),
);

/** POST with an e-mail's one-click mute token, no sign-in (docs/notifications.md#muting). */
export const muteByLinkRequestSchema = lazySchema(() =>
  z.object({
    token: z.string().min(1, notificationMessages.badMuteLink).max(500, notificationMessages.badMuteLink),
  }),
);
export const muteByLinkResponseSchema = lazySchema(() => z.object({ kind: z.enum(notificationKinds) }));
export type MuteByLinkResponse = z.infer<typeof muteByLinkResponseSchema>;
