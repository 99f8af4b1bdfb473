import { lazy } from 'react';

// The pages (NotificationsPage, MuteNotificationsPage) load by their own files from src/app/pages.ts.
// docs/notifications.md#choices: the e-mail choices another page shows (a builder's profile) load on
// their own, when shown, so that page does not grow by the toggles' react-aria code.
export const EmailChoices = lazy(() => import('./EmailChoices').then((m) => ({ default: m.EmailChoices })));
