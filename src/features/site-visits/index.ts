import { lazy } from 'react';

// docs/leads.md#site-visits: every piece loads on its own, when shown, so the pages that carry it
// (a property's page, the dashboards) do not grow by the visits' code and schemas.
export const ScheduleVisit = lazy(() => import('./ScheduleVisit').then((m) => ({ default: m.ScheduleVisit })));
export const ThreadVisits = lazy(() => import('./ThreadVisits'));
export const UpcomingVisits = lazy(() => import('./UpcomingVisits'));
