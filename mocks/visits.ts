import type { InterestKind } from '@/api/contract/leads';
import { slotsOf, type SlotList, type Visit, type VisitingHours } from '@/api/contract/visits';
import { db } from './db';

/**
 * docs/leads.md#site-visits in the mocks: each property's visiting hours and the visits booked, kept
 * beside the db (its own reset, in .storybook/preview.tsx) so the shared db stays as it is.
 */
export const MOCK_VISIT_NOW = new Date('2026-10-20T10:00:00.000Z'); // Tue 20 Oct 2026, 3:30 pm in India

export type StoredVisit = Omit<Visit, 'side'> & { buyerId: string; ownerId: string };
export const visitDb = {
  hours: new Map<string, VisitingHours>(),
  visits: [] as StoredVisit[],
};
const key = (kind: InterestKind, id: string) => `${kind}:${id}`;
export const hoursKey = key;

export const demoHours: VisitingHours = {
  days: [1, 2, 3, 4, 5, 6],
  from: '10:00',
  to: '18:00',
  slotMinutes: 60,
  capacity: 2,
};

/** A visit of the Buyer to the builder's first project (the villas), booked for Thursday 11:00 am. */
export function aVisit(change: Partial<StoredVisit> = {}): StoredVisit {
  const buyer = db.accounts.find((a) => a.role === 'Buyer')!;
  const project = db.projects[0]!;
  return {
    _id: `visit-${visitDb.visits.length + 1}`,
    kind: 'builder-project',
    propertyId: project._id,
    title: project.projectName,
    inquiryId: 'inquiry-visit',
    startsAt: '2026-10-22T05:30:00.000Z',
    slotMinutes: 60,
    state: 'booked',
    buyerName: buyer.name,
    ownerName: 'Skyline Developers',
    started: false,
    buyerId: buyer._id,
    ownerId: project.postedBy,
    ...change,
  };
}

export function resetVisits() {
  visitDb.hours = new Map();
  visitDb.visits = [];
  const project = db.projects[0];
  const flat = db.listings[0];
  if (project) visitDb.hours.set(key('builder-project', project._id), demoHours);
  if (flat) visitDb.hours.set(key('listing', flat._id), demoHours);
  // Thursday's 12:00 slot is full (two visits from other buyers), to show a full slot.
  if (project)
    for (const n of [1, 2])
      visitDb.visits.push(
        aVisit({
          _id: `visit-other-${n}`,
          inquiryId: `inquiry-other-${n}`,
          startsAt: '2026-10-22T06:30:00.000Z',
          buyerId: `buyer-${n}`,
        }),
      );
}

/** The slots as the server makes them, on the mocks' fixed clock. */
export function mockSlots(kind: InterestKind, id: string): SlotList {
  const hours = visitDb.hours.get(key(kind, id));
  if (!hours) return { hasHours: false, days: [] };
  const booked = new Map<string, number>();
  for (const v of visitDb.visits)
    if (v.kind === kind && v.propertyId === id && v.state === 'booked')
      booked.set(v.startsAt, (booked.get(v.startsAt) ?? 0) + 1);
  return { hasHours: true, days: slotsOf(hours, MOCK_VISIT_NOW, booked) };
}

/** The owner of a property in the mocks: the listing's or project's poster. */
export function ownerOfProperty(kind: InterestKind, id: string) {
  if (kind === 'listing') {
    const listing = db.listings.find((l) => l._id === id);
    return listing && { ownerId: listing.postedBy, title: listing.title, ownerName: listing.poster.name };
  }
  const project = db.projects.find((p) => p._id === id);
  return project && { ownerId: project.postedBy, title: project.projectName, ownerName: 'Skyline Developers' };
}

export const toVisitOf = (visit: StoredVisit, viewerId: string): Visit => {
  const { buyerId, ownerId: _ownerId, ...rest } = visit;
  return { ...rest, side: buyerId === viewerId ? 'buyer' : 'owner' };
};
