import { and, asc, count, desc, eq, exists, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import { closedLeadStages, type LeadFilter } from '@/api/contract/leads';
import type { Queryable } from '../db/client';
import { builderProjects, inquiries, leads, listings, type LeadRow } from '../db/schema';
import { propertyTitle } from '../inquiries/queries';

/** docs/leads.md#follow-ups: open leads whose follow-up day is `today` (in India) or before. */
const isDue = (today: string) => and(lte(leads.followUpOn, today), notInArray(leads.stage, [...closedLeadStages]));

/** The owner's leads that pass the filter (any order: the service sorts them). */
export function leadRowsOf(q: Queryable, ownerId: string, filter: LeadFilter, today: string) {
  const askedAbout = (propertyId: string) =>
    exists(
      q
        .select({ one: sql`1` })
        .from(inquiries)
        .where(
          and(
            eq(inquiries.leadId, leads.id),
            or(eq(inquiries.listingId, propertyId), eq(inquiries.projectId, propertyId)),
          ),
        ),
    );
  return q
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.ownerId, ownerId),
        filter.stage ? eq(leads.stage, filter.stage) : undefined,
        filter.due ? isDue(today) : undefined,
        filter.property ? askedAbout(filter.property) : undefined,
      ),
    );
}

/** Every inquiry of these leads with its property's title, newest first: the leads' interests. */
export function interestRowsOf(q: Queryable, leadIds: string[]) {
  if (leadIds.length === 0) return Promise.resolve([]);
  return q
    .select({ inquiry: inquiries, title: propertyTitle })
    .from(inquiries)
    .leftJoin(listings, eq(listings.id, inquiries.listingId))
    .leftJoin(builderProjects, eq(builderProjects.id, inquiries.projectId))
    .where(inArray(inquiries.leadId, leadIds))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
}

/** The owner's properties any buyer asked about, by title: what the list filters by. */
export function askedPropertiesOf(q: Queryable, ownerId: string) {
  return q
    .selectDistinct({ listingId: inquiries.listingId, projectId: inquiries.projectId, title: propertyTitle })
    .from(inquiries)
    .innerJoin(leads, eq(leads.id, inquiries.leadId))
    .leftJoin(listings, eq(listings.id, inquiries.listingId))
    .leftJoin(builderProjects, eq(builderProjects.id, inquiries.projectId))
    .where(eq(leads.ownerId, ownerId))
    .orderBy(asc(propertyTitle));
}

export async function dueCountOf(q: Queryable, ownerId: string, today: string) {
  const [due] = await q
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.ownerId, ownerId), isDue(today)));
  return due?.n ?? 0;
}

/** The owner's own lead; undefined when it is not theirs (or does not exist). */
export async function ownLead(q: Queryable, ownerId: string, id: string) {
  const [row] = await q
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.ownerId, ownerId)));
  return row;
}

/** The owner's change to their own lead; undefined when it is not theirs. */
export async function updateOwnLead(
  q: Queryable,
  ownerId: string,
  id: string,
  change: Partial<Pick<LeadRow, 'stage' | 'lostReason' | 'note' | 'followUpOn'>>,
  now: Date,
) {
  const [row] = await q
    .update(leads)
    .set({ ...change, updatedAt: now })
    .where(and(eq(leads.id, id), eq(leads.ownerId, ownerId)))
    .returning();
  return row;
}
