import type { Notification } from '@/api/contract/notifications';
import { newId } from './ids';

/** The mocks sign an e-mail's mute token as `{account id}.{kind}.{MOCK_MUTE_SIGNATURE}`. */
export const MOCK_MUTE_SIGNATURE = 'mock-mute-signature';

/** A notification as the mocks keep it, with its owner's account id: an unread new inquiry by default. */
export function aNotification(
  overrides: Partial<Notification> & { userId: string },
): Notification & { userId: string } {
  return {
    _id: newId('notification-'),
    kind: 'new-inquiry',
    text: 'Priya Sharma asked about "3 BHK Apartment in Andheri West"',
    link: '/inquiries',
    createdAt: '2026-10-18T09:15:00.000Z',
    readAt: null,
    ...overrides,
  };
}
