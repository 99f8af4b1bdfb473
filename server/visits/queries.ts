import { and, asc, count, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { InterestKind } from '@/api/contract/leads';
import type { Queryable } from '../db/client';
import {
  builderProjects,
  inquiries,
  leads,
  listings,
  siteVisits,
  users,
  visitingHours,
  type SiteVisitRow,
  type VisitingHoursRow,
} from '../db/schema';
import { propertyTitle } from '../inquiries/queries';

const ofProperty = (kind: InterestKind, id: string) =>
  kind === 'listing' ? eq(visitingHours.listingId, id) : eq(visitingHours.projectId, id);

export async function hoursOf(q: Queryable, kind: InterestKind, propertyId: string) {
  const [row] = await q.select().from(visitingHours).where(ofProperty(kind, propertyId));
  return row;
}

/** docs/leads.md#site-visits: the hours' row locked until the transaction ends: bookings of it wait. */
export async function lockedHours(q: Queryable, id: string) {
  const [row] = await q.select().from(visitingHours).where(eq(visitingHours.id, id)).for('update');
  return row;
}

type HoursValues = Pick<VisitingHoursRow, 'days' | 'fromMinute' | 'toMinute' | 'slotMinutes' | 'capacity'>;
export async function saveHours(
  q: Queryable,
  kind: InterestKind,
  propertyId: string,
  ownerId: string,
  values: HoursValues,
  now: Date,
) {
  const [row] = await q
    .insert(visitingHours)
    .values({
      ownerId,
      ...(kind === 'listing' ? { listingId: propertyId } : { projectId: propertyId }),
      ...values,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: kind === 'listing' ? visitingHours.listingId : visitingHours.projectId,
      targetWhere: undefined,
      set: { ...values, updatedAt: now },
    })
    .returning();
  return row!;
}

/** How many booked visits each slot of these hours holds between two moments, by the slot's ISO moment. */
export async function bookedCounts(q: Queryable, hoursId: string, from: Date, to: Date) {
  const rows = await q
    .select({ startsAt: siteVisits.startsAt, n: count() })
    .from(siteVisits)
    .where(
      and(
        eq(siteVisits.hoursId, hoursId),
        eq(siteVisits.state, 'booked'),
        gte(siteVisits.startsAt, from),
        lt(siteVisits.startsAt, to),
      ),
    )
    .groupBy(siteVisits.startsAt);
  return new Map(rows.map((r) => [r.startsAt.toISOString(), r.n]));
}

/** The buyer's booked visit to this property, if any (one at a time). */
export async function bookedVisitOf(q: Queryable, hoursId: string, buyerId: string) {
  const [row] = await q
    .select()
    .from(siteVisits)
    .where(and(eq(siteVisits.hoursId, hoursId), eq(siteVisits.buyerId, buyerId), eq(siteVisits.state, 'booked')));
  return row;
}

/** The buyer's latest inquiry about this property: the thread a visit joins. */
export async function latestInquiryAbout(q: Queryable, buyerId: string, kind: InterestKind, propertyId: string) {
  const [row] = await q
    .select()
    .from(inquiries)
    .where(
      and(
        eq(inquiries.buyerId, buyerId),
        kind === 'listing' ? eq(inquiries.listingId, propertyId) : eq(inquiries.projectId, propertyId),
      ),
    )
    .orderBy(sql`${inquiries.createdAt} desc`)
    .limit(1);
  return row;
}

export async function insertVisit(q: Queryable, values: typeof siteVisits.$inferInsert) {
  const [row] = await q.insert(siteVisits).values(values).returning();
  return row!;
}

/**
 * Changes a visit only while it is booked, in the one statement that checks it: of a cancellation, a
 * move and a mark racing each other, the first wins and the others find it no longer booked
 * (undefined). Answers the visit as changed.
 * A move keeps the slot it leaves (`rescheduledFrom` reads the row as it was).
 */
export async function updateBookedVisit(
  q: Queryable,
  id: string,
  change: Partial<SiteVisitRow> & { moved?: true },
): Promise<SiteVisitRow | undefined> {
  const { moved, ...values } = change;
  const rows = await q
    .update(siteVisits)
    .set({ ...values, ...(moved ? { rescheduledFrom: sql`${siteVisits.startsAt}` } : {}) })
    .where(and(eq(siteVisits.id, id), eq(siteVisits.state, 'booked')))
    .returning();
  return rows[0];
}

/** Visits with what both sides read: the property's title and kind, the buyer's and owner's names and ids. */
const visitColumns = {
  visit: siteVisits,
  title: propertyTitle,
  listingId: inquiries.listingId,
  projectId: inquiries.projectId,
  buyerName: inquiries.name,
  leadId: inquiries.leadId,
  ownerId: leads.ownerId,
  ownerName: users.name,
  ownerRole: users.role,
};
const visitsJoined = (q: Queryable) =>
  q
    .select(visitColumns)
    .from(siteVisits)
    .innerJoin(inquiries, eq(inquiries.id, siteVisits.inquiryId))
    .innerJoin(leads, eq(leads.id, inquiries.leadId))
    .innerJoin(users, eq(users.id, leads.ownerId))
    .leftJoin(listings, eq(listings.id, inquiries.listingId))
    .leftJoin(builderProjects, eq(builderProjects.id, inquiries.projectId));
export type VisitJoined = Awaited<ReturnType<typeof visitOf>>;

export async function visitOf(q: Queryable, id: string) {
  const [row] = await visitsJoined(q).where(eq(siteVisits.id, id));
  return row;
}

/** A person's visits, as buyer or as owner, soonest first. */
export const visitsOfUser = (q: Queryable, userId: string) =>
  visitsJoined(q)
    .where(or(eq(siteVisits.buyerId, userId), eq(leads.ownerId, userId)))
    .orderBy(asc(siteVisits.startsAt));

/** docs/leads.md#visit-reminders: booked visits starting before `until`, not reminded yet. */
export const visitsToRemind = (q: Queryable, from: Date, until: Date) =>
  visitsJoined(q)
    .where(
      and(
        eq(siteVisits.state, 'booked'),
        isNull(siteVisits.remindedAt),
        gte(siteVisits.startsAt, from),
        lt(siteVisits.startsAt, until),
      ),
    )
    .limit(500);

/** Marks reminded only if not yet: the one that wins the row tells (idempotent across instances). */
export async function claimReminder(q: Queryable, id: string, at: Date) {
  const rows = await q
    .update(siteVisits)
    .set({ remindedAt: at })
    .where(and(eq(siteVisits.id, id), isNull(siteVisits.remindedAt)))
    .returning({ id: siteVisits.id });
  return rows.length === 1;
}

/** docs/leads.md#stages: a booking moves an open lead to visit-booked; marking visited to visited. */
export async function moveLead(q: Queryable, leadId: string, stage: 'visit-booked' | 'visited', now: Date) {
  await q
    .update(leads)
    .set({ stage, updatedAt: now })
    .where(and(eq(leads.id, leadId), sql`${leads.stage} not in ('won', 'lost')`));
}
