import type { InterestKind } from './contract/leads';
import {
  slotListSchema,
  visitingHoursAnswerSchema,
  visitListSchema,
  visitPaths,
  visitSchema,
  type VisitingHours,
  type VisitOutcome,
} from './contract/visits';
import { apiRequest } from './client';

// docs/leads.md#site-visits: imported by path, so only the screens that show visits load their schemas.
// The contract's index is imported as well (as src/api/leads.ts does): a chunk that needed only a part
// of the contract's shared chunk made the bundler split that chunk in two, and every page paid for it.
import './contract';

export const visitSlotsKey = (kind: InterestKind, id: string) => visitPaths.visitSlots(kind, id);
export const getVisitSlots = (kind: InterestKind, id: string) =>
  apiRequest(visitSlotsKey(kind, id), { auth: true, schema: slotListSchema });

export const bookVisit = (kind: InterestKind, id: string, startsAt: string) =>
  apiRequest(visitPaths.bookVisit(kind, id), { method: 'POST', auth: true, body: { startsAt }, schema: visitSchema });

/** The SWR key of the signed-in person's visits, shared by every thread on a page. */
export const myVisitsKey = visitPaths.myVisits;
export const getMyVisits = () => apiRequest(visitPaths.myVisits, { auth: true, schema: visitListSchema });

export const rescheduleVisit = (id: string, startsAt: string, reason: string) =>
  apiRequest(visitPaths.rescheduleVisit(id), {
    method: 'POST',
    auth: true,
    body: { startsAt, reason },
    schema: visitSchema,
  });

export const cancelVisit = (id: string, reason: string) =>
  apiRequest(visitPaths.cancelVisit(id), { method: 'POST', auth: true, body: { reason }, schema: visitSchema });

export const markVisit = (id: string, outcome: VisitOutcome) =>
  apiRequest(visitPaths.visitOutcome(id), { method: 'POST', auth: true, body: { outcome }, schema: visitSchema });

export const getVisitingHours = (kind: InterestKind, id: string) =>
  apiRequest(visitPaths.visitingHours(kind, id), { auth: true, schema: visitingHoursAnswerSchema });

export const saveVisitingHours = (kind: InterestKind, id: string, hours: VisitingHours) =>
  apiRequest(visitPaths.visitingHours(kind, id), {
    method: 'PUT',
    auth: true,
    body: hours,
    schema: visitingHoursAnswerSchema,
  });
