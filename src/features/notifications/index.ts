export { NotificationsPage } from './NotificationsPage';
export { MuteNotificationsPage } from './MuteNotificationsPage';
