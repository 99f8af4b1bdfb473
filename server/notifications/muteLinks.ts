import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationKinds, type NotificationKind } from '@/api/contract/notifications';

const MUTE_PURPOSE = 'notification-mute';

/** docs/notifications.md#muting: a token that mutes one kind's e-mails for one user, and nothing else. */
export function muteToken(secret: string, userId: string, kind: NotificationKind) {
  const signature = createHmac('sha256', secret).update(`${MUTE_PURPOSE}:${userId}:${kind}`).digest('base64url');
  return `${userId}.${kind}.${signature}`;
}

/** The user and kind a token was made for, or null when it was not made with this secret. */
export function mutedByToken(secret: string, token: string): { userId: string; kind: NotificationKind } | null {
  const [userId, kind] = token.split('.');
  if (!userId || !notificationKinds.includes(kind as NotificationKind)) return null;
  const expected = Buffer.from(muteToken(secret, userId, kind as NotificationKind));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { userId, kind: kind as NotificationKind }
    : null;
}
