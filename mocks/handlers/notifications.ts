import { HttpResponse } from 'msw';
import { apiPaths } from '@/api/contract';
import {
  muteByLinkRequestSchema,
  NOTIFICATIONS_PAGE_SIZE,
  notificationMessages,
  notificationMutesRequestSchema,
  notificationPageQuerySchema,
  type Notification,
  type NotificationKind,
} from '@/api/contract/notifications';
import { accountOf, db, mockNow } from '../db';
import { aNotification, MOCK_MUTE_SIGNATURE } from '../factories';
import { badRequest, endpoint, unauthorized } from './scenario';

/** docs/notifications.md#kinds: an event's notification, newest first, as the server writes it in the event's transaction. */
export function notifyMock(userId: string, kind: NotificationKind, text: string, link: string, createdAt: string) {
  db.notifications.unshift(aNotification({ userId, kind, text, link, createdAt }));
}

/** Like the server: every signed-in role has its own notifications. */
function viewerOf(request: Request) {
  const viewer = accountOf(request);
  return viewer ? { viewer } : { refusal: unauthorized() };
}

const mine = (userId: string) => db.notifications.filter((n) => n.userId === userId);
const shown = ({ userId: _userId, ...notification }: Notification & { userId: string }): Notification => notification;
const unreadOf = (userId: string) => ({ unread: mine(userId).filter((n) => n.readAt === null).length });
const mutesOf = (userId: string) => ({
  muted: db.notificationMutes.filter((m) => m.userId === userId).map((m) => m.kind),
});

const list = endpoint('get', apiPaths.notifications, ({ request }) => {
  const { viewer, refusal } = viewerOf(request);
  if (refusal) return refusal;
  const query = notificationPageQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return badRequest(query.error.issues[0]!.message);
  const { page } = query.data;
  const newestFirst = mine(viewer._id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const start = (page - 1) * NOTIFICATIONS_PAGE_SIZE;
  return HttpResponse.json({
    notifications: newestFirst.slice(start, start + NOTIFICATIONS_PAGE_SIZE).map(shown),
    page,
    hasMore: newestFirst.length > start + NOTIFICATIONS_PAGE_SIZE,
  });
});

const unread = endpoint('get', apiPaths.notificationsUnread, ({ request }) => {
  const { viewer, refusal } = viewerOf(request);
  return refusal ?? HttpResponse.json(unreadOf(viewer._id));
});

const readAll = endpoint('post', apiPaths.notificationsRead, ({ request }) => {
  const { viewer, refusal } = viewerOf(request);
  if (refusal) return refusal;
  const at = mockNow();
  for (const n of mine(viewer._id)) n.readAt ??= at;
  return HttpResponse.json(unreadOf(viewer._id));
});

const readOne = endpoint('post', apiPaths.notificationRead(':id'), ({ request, params }) => {
  const { viewer, refusal } = viewerOf(request);
  if (refusal) return refusal;
  const found = mine(viewer._id).find((n) => n._id === params.id);
  if (!found) return HttpResponse.json({ message: notificationMessages.notFound }, { status: 404 });
  found.readAt ??= mockNow();
  return HttpResponse.json(shown(found));
});

const mutes = endpoint('get', apiPaths.notificationMutes, ({ request }) => {
  const { viewer, refusal } = viewerOf(request);
  return refusal ?? HttpResponse.json(mutesOf(viewer._id));
});

const setMutes = endpoint('put', apiPaths.notificationMutes, async ({ request }) => {
  const { viewer, refusal } = viewerOf(request);
  if (refusal) return refusal;
  const parsed = notificationMutesRequestSchema.safeParse(await request.json());
  if (!parsed.success) return badRequest(parsed.error.issues[0]!.message);
  db.notificationMutes = [
    ...db.notificationMutes.filter((m) => m.userId !== viewer._id),
    ...[...new Set(parsed.data.muted)].map((kind) => ({ userId: viewer._id, kind })),
  ];
  return HttpResponse.json(mutesOf(viewer._id));
});

/** The mocks sign a token as `{account id}.{kind}.{MOCK_MUTE_SIGNATURE}`; anything else is a bad link, as on the server. */
const muteByLink = endpoint('post', apiPaths.muteNotificationsByLink, async ({ request }) => {
  const parsed = muteByLinkRequestSchema.safeParse(await request.json());
  if (!parsed.success) return badRequest(parsed.error.issues[0]!.message);
  const [userId, kind, signature] = parsed.data.token.split('.');
  const account = db.accounts.find((a) => a._id === userId);
  const known = notificationMutesRequestSchema.safeParse({ muted: [kind] });
  if (!account || !known.success || signature !== MOCK_MUTE_SIGNATURE)
    return badRequest(notificationMessages.badMuteLink);
  const muted = known.data.muted[0]!;
  if (!db.notificationMutes.some((m) => m.userId === account._id && m.kind === muted))
    db.notificationMutes.push({ userId: account._id, kind: muted });
  return HttpResponse.json({ kind: muted });
});

export const notifications = { list, unread, readAll, readOne, mutes, setMutes, muteByLink };
