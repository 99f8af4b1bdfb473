import { visitMessages, type Visit, type VisitOutcome } from '@/api/contract/visits';
import { notificationPages } from '@/api/contract/notifications';
import type { UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import type { NotifyMailJob } from '../notifications/mailJob';
import { mailNotified } from '../notifications/service';
import type { Services } from '../services';
import { moveLead, updateBookedVisit, visitOf, visitsOfUser, type VisitJoined } from './queries';
import { claimSlot, tellOf } from './service';
import { toVisit, visitWhen } from './view';

type Found = NonNullable<VisitJoined>;

/** The visit and the reader's side; nobody else's visit exists for them (404). */
async function sideOf({ db }: Services, user: UserRow, id: string): Promise<[Found, Visit['side']]> {
  const found = await visitOf(db, id);
  const side = found?.visit.buyerId === user.id ? 'buyer' : found?.ownerId === user.id ? 'owner' : null;
  if (!found || !side) throw notFound(visitMessages.notFound);
  return [found, side];
}

/** Where each side reads a visit: the buyer's dashboard, the owner's Leads page. */
const otherSide = (found: Found, side: Visit['side']) =>
  side === 'buyer'
    ? { userId: found.ownerId, link: notificationPages.leads(found.ownerRole) }
    : { userId: found.visit.buyerId, link: notificationPages.dashboard('Buyer') };

/**
 * docs/leads.md#site-visits: either side moves a booked visit to another free slot, or cancels it,
 * with a reason; the other side is told. A moved visit is reminded again.
 */
export async function changeVisit(
  services: Services,
  user: UserRow,
  id: string,
  change: { startsAt: string; reason: string } | { reason: string },
): Promise<Visit> {
  const { db, config } = services;
  const [found, side] = await sideOf(services, user, id);
  let mail: NotifyMailJob | null = null;
  await db.transaction(async (tx) => {
    const now = config.now();
    const tell = tellOf(tx, found.visit, now);
    const other = otherSide(found, side);
    if ('startsAt' in change) {
      const slot = await claimSlot(tx, found.visit.hoursId, change.startsAt, now);
      const moved = await updateBookedVisit(tx, id, {
        startsAt: slot.at,
        slotMinutes: slot.slotMinutes,
        moved: true,
        reason: change.reason,
        changedBy: side,
        remindedAt: null,
        updatedAt: now,
      });
      if (!moved) throw conflict(visitMessages.notBooked);
      mail = await tell(
        other.userId,
        'visit-changed',
        `${user.name} moved the site visit to "${found.title}" to ${visitWhen(slot.at)}: ${change.reason}`,
        other.link,
      );
    } else {
      const cancelled = await updateBookedVisit(tx, id, {
        state: 'cancelled',
        reason: change.reason,
        changedBy: side,
        updatedAt: now,
      });
      if (!cancelled) throw conflict(visitMessages.notBooked);
      mail = await tell(
        other.userId,
        'visit-changed',
        `${user.name} cancelled the site visit to "${found.title}" on ${visitWhen(cancelled.startsAt)}: ${change.reason}`,
        other.link,
      );
    }
  });
  await mailNotified(services, [mail]);
  return toVisit((await visitOf(db, id))!, side, config.now());
}

/** docs/leads.md#site-visits: after the slot's time the owner marks it visited (the lead too) or a no-show. */
export async function markVisit(services: Services, user: UserRow, id: string, outcome: VisitOutcome) {
  const { db, config } = services;
  const [found, side] = await sideOf(services, user, id);
  if (side !== 'owner') throw forbidden(visitMessages.onlyOwnerMarks);
  if (found.visit.state !== 'booked') throw conflict(visitMessages.notBooked);
  const now = config.now();
  if (found.visit.startsAt > now) throw conflict(visitMessages.notYet);
  await db.transaction(async (tx) => {
    if (!(await updateBookedVisit(tx, id, { state: outcome, updatedAt: now }))) throw conflict(visitMessages.notBooked);
    if (outcome === 'visited') await moveLead(tx, found.leadId, 'visited', now);
  });
  return toVisit((await visitOf(db, id))!, side, config.now());
}

/** Both sides' visits of the signed-in person, soonest first. */
export async function visitsOf({ db, config }: Services, user: UserRow) {
  const rows = await visitsOfUser(db, user.id);
  return { visits: rows.map((row) => toVisit(row, row.visit.buyerId === user.id ? 'buyer' : 'owner', config.now())) };
}
