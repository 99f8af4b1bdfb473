import {
  indiaDay,
  leadMessages,
  type Lead,
  type LeadFilter,
  type LeadInterest,
  type LeadList,
  type LeadUpdate,
} from '@/api/contract/leads';
import type { Queryable } from '../db/client';
import type { LeadRow, UserRow } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import { interestKindOf, sharedPhoneOf, threadsOf } from '../inquiries/queries';
import { askedPropertiesOf, dueCountOf, interestRowsOf, leadRowsOf, ownLead, updateOwnLead } from './queries';

/** docs/leads.md: only the owners of listings and projects have leads. */
export function ownerOfLeads(user: UserRow) {
  if (user.role === 'Buyer') throw forbidden(leadMessages.onlyOwners);
  return user;
}

type InterestRow = Awaited<ReturnType<typeof interestRowsOf>>[number];

/** The lead as its owner sees it, from its row and its interests (newest first). */
function toLead(
  row: LeadRow,
  interests: InterestRow[],
  threads: Map<string, LeadInterest['thread']>,
  today: string,
): Lead {
  // docs/listings.md#inquiry-phone-consent: the number of the latest consent still given to this owner.
  const shared = interests
    .map(({ inquiry }) => sharedPhoneOf(inquiry))
    .filter((phone) => phone !== null)
    .sort((a, b) => b.sharedAt.localeCompare(a.sharedAt))[0];
  const latest = interests[0]!.inquiry;
  const closed = row.stage === 'won' || row.stage === 'lost';
  return {
    _id: row.id,
    buyer: { name: latest.name, ...(shared ? { phone: shared.phone, phoneSharedAt: shared.sharedAt } : {}) },
    stage: row.stage,
    ...(row.stage === 'lost' && row.lostReason ? { lostReason: row.lostReason } : {}),
    note: row.note,
    ...(row.followUpOn ? { followUpOn: row.followUpOn } : {}),
    followUpDue: !closed && row.followUpOn !== null && row.followUpOn <= today,
    createdAt: row.createdAt.toISOString(),
    lastAskedAt: latest.createdAt.toISOString(),
    interests: interests.map(({ inquiry, title }) => ({
      inquiryId: inquiry.id,
      kind: interestKindOf(inquiry),
      propertyId: inquiry.listingId ?? inquiry.projectId ?? '',
      title,
      message: inquiry.message,
      askedAt: inquiry.createdAt.toISOString(),
      state: inquiry.state,
      thread: threads.get(inquiry.id) ?? [],
    })),
  };
}

/** The rows as leads, with their interests and threads: three statements whatever their number. */
async function leadsFrom(q: Queryable, rows: LeadRow[], today: string): Promise<Lead[]> {
  const interests = await interestRowsOf(
    q,
    rows.map((row) => row.id),
  );
  const threads = await threadsOf(
    q,
    interests.map((i) => i.inquiry),
  );
  const byLead = new Map<string, InterestRow[]>();
  for (const interest of interests)
    byLead.set(interest.inquiry.leadId, [...(byLead.get(interest.inquiry.leadId) ?? []), interest]);
  // A lead has at least one inquiry: it is made with its first (and goes with its last, by cascade).
  return rows.filter((row) => byLead.has(row.id)).map((row) => toLead(row, byLead.get(row.id)!, threads, today));
}

/**
 * docs/leads.md#leads-page: the owner's leads passing the filter, the latest question first (the due
 * follow-ups by day, the oldest first), with the properties to filter by and the due count.
 */
export async function leadsOf(q: Queryable, owner: UserRow, filter: LeadFilter, now: Date): Promise<LeadList> {
  const today = indiaDay(now);
  const leads = await leadsFrom(q, await leadRowsOf(q, owner.id, filter, today), today);
  leads.sort((a, b) =>
    filter.due
      ? a.followUpOn!.localeCompare(b.followUpOn!) || b.lastAskedAt.localeCompare(a.lastAskedAt)
      : b.lastAskedAt.localeCompare(a.lastAskedAt),
  );
  const properties = (await askedPropertiesOf(q, owner.id)).map((p) => ({
    kind: interestKindOf(p),
    _id: p.listingId ?? p.projectId ?? '',
    title: p.title,
  }));
  return { leads, properties, dueCount: await dueCountOf(q, owner.id, today) };
}

/**
 * docs/leads.md#stages: the owner moves their lead, writes its note or sets its follow-up. Lost keeps
 * its reason (required on the way in: the contract's rule); any other stage forgets it. Another
 * owner's lead does not exist for them.
 */
export async function changeLead(q: Queryable, owner: UserRow, id: string, update: LeadUpdate, now: Date) {
  const current = await ownLead(q, owner.id, id);
  if (!current) throw notFound(leadMessages.notFound);
  const stage = update.stage ?? current.stage;
  const reason = update.lostReason?.trim();
  if (stage === 'lost' && update.lostReason !== undefined && !reason) throw badRequest(leadMessages.lostNeedsReason);
  const row = await updateOwnLead(
    q,
    owner.id,
    id,
    {
      stage,
      lostReason: stage === 'lost' ? (reason ?? current.lostReason) : null,
      ...(update.note === undefined ? {} : { note: update.note }),
      ...(update.followUpOn === undefined ? {} : { followUpOn: update.followUpOn }),
    },
    now,
  );
  const today = indiaDay(now);
  const [lead] = await leadsFrom(q, [row!], today);
  return lead!;
}
