import { visitMessages, slotsOf, addDays, indiaMoment, type VisitingHours, type Visit } from '@/api/contract/visits';
import { indiaDay, type InterestKind } from '@/api/contract/leads';
import { listingMessages, projectMessages } from '@/api/contract';
import { notificationPages } from '@/api/contract/notifications';
import type { Queryable, Tx } from '../db/client';
import type { UserRow, VisitingHoursRow } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { cacheTags } from '../http/responseCache';
import { insertInquiry, leadOfInquiry } from '../inquiries/queries';
import { isPublicListing } from '../listings/freshness';
import { listingRowById } from '../listings/queries';
import type { NotifyMailJob } from '../notifications/mailJob';
import { mailNotified, notify } from '../notifications/service';
import { projectRowById } from '../projects/queries';
import type { Services } from '../services';
import {
  bookedCounts,
  bookedVisitOf,
  hoursOf,
  insertVisit,
  latestInquiryAbout,
  lockedHours,
  moveLead,
  saveHours,
  visitOf,
} from './queries';
import { hoursValues, toHours, toVisit, visitWhen } from './view';

/** A listing or project with its owner; live: what buyers may see (and visit). */
export async function propertyFor(q: Queryable, kind: InterestKind, id: string) {
  if (kind === 'listing') {
    const listing = await listingRowById(q, id);
    if (!listing) throw notFound(listingMessages.notFound);
    return { kind, id, ownerId: listing.ownerId, title: listing.title, live: isPublicListing(listing) };
  }
  const project = await projectRowById(q, id);
  if (!project) throw notFound(projectMessages.notFound);
  const live = project.reviewState === 'approved';
  return { kind, id, ownerId: project.ownerId, title: project.projectName, live };
}
type Property = Awaited<ReturnType<typeof propertyFor>>;

/** The owner's own property; another's is refused (403), one that does not exist is 404. */
async function ownProperty(q: Queryable, user: UserRow, kind: InterestKind, id: string) {
  const property = await propertyFor(q, kind, id);
  if (property.ownerId !== user.id) throw forbidden(visitMessages.onlyOwner);
  return property;
}

export async function hoursFor({ db }: Services, user: UserRow, kind: InterestKind, id: string) {
  const property = await ownProperty(db, user, kind, id);
  const row = await hoursOf(db, kind, id);
  return { hours: row ? toHours(row) : null, title: property.title };
}

export async function setHours(
  { db, config }: Services,
  user: UserRow,
  kind: InterestKind,
  id: string,
  hours: VisitingHours,
) {
  const property = await ownProperty(db, user, kind, id);
  const row = await saveHours(db, kind, id, user.id, hoursValues(hours), config.now());
  return { hours: toHours(row), title: property.title };
}

/** The slots of the next days; a property buyers cannot see has none (404). */
export async function slotsFor({ db, config }: Services, kind: InterestKind, id: string) {
  const property = await propertyFor(db, kind, id);
  if (!property.live) throw notFound(kind === 'listing' ? listingMessages.notFound : projectMessages.notFound);
  const row = await hoursOf(db, kind, id);
  if (!row) return { hasHours: false, days: [] };
  return { hasHours: true, days: await slotsNow(db, row, config.now()) };
}

async function slotsNow(q: Queryable, row: VisitingHoursRow, now: Date) {
  const today = indiaDay(now);
  const booked = await bookedCounts(q, row.id, indiaMoment(today, 0), indiaMoment(addDays(today, 15), 0));
  return slotsOf(toHours(row), now, booked);
}

/**
 * docs/leads.md#visit-capacity: under the hours' row lock (`FOR UPDATE`), the slot is looked up among
 * those the hours make now, with its count of booked visits: a second booking of the last seat waits
 * for the first to commit and then counts it. Past and full slots are refused.
 */
export async function claimSlot(tx: Tx, hoursId: string, startsAt: string, now: Date) {
  const row = await lockedHours(tx, hoursId);
  if (!row) throw notFound(visitMessages.noHours);
  const wanted = new Date(startsAt).toISOString();
  const slot = (await slotsNow(tx, row, now)).flatMap((d) => d.slots).find((s) => s.startsAt === wanted);
  if (!slot) {
    if (Date.parse(wanted) <= now.getTime()) throw badRequest(visitMessages.pastSlot);
    throw badRequest(visitMessages.badSlot);
  }
  if (slot.state === 'past') throw badRequest(visitMessages.pastSlot);
  if (slot.state === 'full') throw conflict(visitMessages.fullSlot);
  return { at: new Date(wanted), slotMinutes: row.slotMinutes };
}

/** Tells the other side in the event's transaction; the mail is queued after the commit. */
export function tellOf(tx: Tx, visit: { inquiryId: string }, now: Date) {
  return (userId: string, kind: 'visit-booked' | 'visit-changed' | 'visit-reminder', text: string, link: string) =>
    notify(tx, { userId, kind, thread: `inquiry:${visit.inquiryId}`, text, link }, now);
}

/**
 * docs/leads.md#site-visits: a buyer books a free slot of a live property. The visit joins their
 * latest inquiry about it (its thread), or a new one saying so; no phone number is asked.
 */
export async function bookVisit(services: Services, buyer: UserRow, kind: InterestKind, id: string, startsAt: string) {
  const { db, config } = services;
  if (buyer.role !== 'Buyer') throw forbidden(visitMessages.onlyBuyers);
  const property: Property = await propertyFor(db, kind, id);
  if (!property.live) throw notFound(kind === 'listing' ? listingMessages.notFound : projectMessages.notFound);
  const hours = await hoursOf(db, kind, id);
  if (!hours) throw conflict(visitMessages.noHours);
  let mail: NotifyMailJob | null = null;
  const visitId = await db.transaction(async (tx) => {
    const now = config.now();
    const slot = await claimSlot(tx, hours.id, startsAt, now);
    if (await bookedVisitOf(tx, hours.id, buyer.id)) throw conflict(visitMessages.alreadyBooked);
    const inquiry =
      (await latestInquiryAbout(tx, buyer.id, kind, id)) ??
      (await insertInquiry(tx, {
        ...(kind === 'listing' ? { listingId: id } : { projectId: id }),
        leadId: await leadOfInquiry(tx, property.ownerId, buyer.id, now),
        buyerId: buyer.id,
        name: buyer.name,
        message: `I would like to visit on ${visitWhen(slot.at)}.`,
        createdAt: now,
      }));
    const visit = await insertVisit(tx, {
      hoursId: hours.id,
      inquiryId: inquiry.id,
      buyerId: buyer.id,
      startsAt: slot.at,
      slotMinutes: slot.slotMinutes,
      createdAt: now,
      updatedAt: now,
    });
    await moveLead(tx, inquiry.leadId, 'visit-booked', now);
    const owner = await ownerRole(tx, visit.id);
    mail = await tellOf(tx, visit, now)(
      property.ownerId,
      'visit-booked',
      `${buyer.name} booked a site visit to "${property.title}" on ${visitWhen(slot.at)}`,
      notificationPages.leads(owner),
    );
    return visit.id;
  });
  await mailNotified(services, [mail]);
  // A listing's page shows its number of inquiries: a booking may have written one.
  if (kind === 'listing') await services.cache.invalidate([cacheTags.listing(id)]);
  return toVisit((await visitOf(db, visitId))!, 'buyer', config.now());
}

async function ownerRole(q: Queryable, visitId: string) {
  return (await visitOf(q, visitId))!.ownerRole;
}

export type { Visit };
