import { apiPaths } from './contract';
import {
  muteByLinkResponseSchema,
  notificationMutesSchema,
  notificationPageSchema,
  notificationSchema,
  unreadNotificationsSchema,
  type NotificationKind,
} from './contract/notifications';
import { apiRequest } from './client';

/** docs/notifications.md#list: one page of my notifications, newest first (the first page without `?page`). */
export const notificationsUrl = (page = 1) =>
  page === 1 ? apiPaths.notifications : `${apiPaths.notifications}?page=${page}`;

export const getNotifications = (url: string) => apiRequest(url, { auth: true, schema: notificationPageSchema });

export const markNotificationRead = (id: string) =>
  apiRequest(apiPaths.notificationRead(id), { method: 'POST', auth: true, schema: notificationSchema });

export const markAllNotificationsRead = () =>
  apiRequest(apiPaths.notificationsRead, { method: 'POST', auth: true, schema: unreadNotificationsSchema });

export const getNotificationMutes = () =>
  apiRequest(apiPaths.notificationMutes, { auth: true, schema: notificationMutesSchema });

export const setNotificationMutes = (muted: NotificationKind[]) =>
  apiRequest(apiPaths.notificationMutes, {
    method: 'PUT',
    auth: true,
    body: { muted },
    schema: notificationMutesSchema,
  });

/** docs/notifications.md#muting: no sign-in, the e-mail's token is the proof. */
export const muteNotificationsByLink = (token: string) =>
  apiRequest(apiPaths.muteNotificationsByLink, { method: 'POST', body: { token }, schema: muteByLinkResponseSchema });
