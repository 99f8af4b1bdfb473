import type { InterestKind } from '@/api/contract/leads';
import { minutesOf, type VisitingHours, type Visit } from '@/api/contract/visits';
import type { VisitingHoursRow } from '../db/schema';
import type { VisitJoined } from './queries';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const toHours = (row: VisitingHoursRow): VisitingHours => ({
  days: [...row.days].sort(),
  from: hhmm(row.fromMinute),
  to: hhmm(row.toMinute),
  slotMinutes: row.slotMinutes as VisitingHours['slotMinutes'],
  capacity: row.capacity,
});

export const hoursValues = (hours: VisitingHours) => ({
  days: [...new Set(hours.days)].sort(),
  fromMinute: minutesOf(hours.from),
  toMinute: minutesOf(hours.to),
  slotMinutes: hours.slotMinutes,
  capacity: hours.capacity,
});

export const kindOfVisit = (row: NonNullable<VisitJoined>): InterestKind =>
  row.projectId ? 'builder-project' : 'listing';

/** The visit as one side reads it. */
export function toVisit(row: NonNullable<VisitJoined>, side: Visit['side'], now: Date): Visit {
  const { visit } = row;
  return {
    _id: visit.id,
    kind: kindOfVisit(row),
    propertyId: row.listingId ?? row.projectId ?? '',
    title: row.title,
    inquiryId: visit.inquiryId,
    startsAt: visit.startsAt.toISOString(),
    slotMinutes: visit.slotMinutes,
    state: visit.state,
    ...(visit.rescheduledFrom ? { rescheduledFrom: visit.rescheduledFrom.toISOString() } : {}),
    ...(visit.reason ? { reason: visit.reason } : {}),
    ...(visit.changedBy ? { changedBy: visit.changedBy } : {}),
    buyerName: row.buyerName,
    ownerName: row.ownerName,
    started: visit.startsAt <= now,
    side,
  };
}

const when = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
/** A slot as the notifications and the thread name it, in India's time: 'Sat, 5 Dec, 10:30 am'. */
export const visitWhen = (at: Date) => when.format(at);
