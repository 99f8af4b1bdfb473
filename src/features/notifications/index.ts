export { NotificationsPage } from './NotificationsPage';
export { MuteNotificationsPage } from './MuteNotificationsPage';
export { EmailChoices } from './EmailChoices';
