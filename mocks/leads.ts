import {
  closedLeadStages,
  indiaDay,
  type Lead,
  type LeadFilter,
  type LeadList,
  type LeadUpdate,
} from '@/api/contract/leads';
import { db, type StoredInquiry, type StoredLead } from './db';
import { newId } from './factories';

/**
 * docs/leads.md over the mock db, like server/leads/: a lead is a buyer's inquiries to one owner.
 * The mocks' today is their clock's first day (2026-10-20 in India): a follow-up on it or before is due.
 */
export const mockToday = () => indiaDay(new Date('2026-10-20T10:00:00.000Z'));

/** Who answers an inquiry: the listing's or the project's owner. */
export const ownerOfInquiry = (inquiry: StoredInquiry) =>
  inquiry.projectId
    ? db.projects.find((p) => p._id === inquiry.projectId)?.postedBy
    : db.listings.find((l) => l._id === inquiry.listingId)?.postedBy;

const isDue = (lead: StoredLead) =>
  !closedLeadStages.includes(lead.stage) && lead.followUpOn !== undefined && lead.followUpOn <= mockToday();

/** The lead as its owner sees it: its inquiries newest first, the latest consent's phone. */
export function leadAnswer(lead: StoredLead): Lead {
  const asked = lead.inquiryIds
    .map((id) => db.inquiries.find((i) => i._id === id))
    .filter((i): i is StoredInquiry => i !== undefined)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const shared = asked
    .filter((i) => i.buyer.phone && i.buyer.phoneSharedAt)
    .sort((a, b) => b.buyer.phoneSharedAt!.localeCompare(a.buyer.phoneSharedAt!))[0];
  return {
    _id: lead._id,
    buyer: {
      name: asked[0]!.buyer.name,
      ...(shared ? { phone: shared.buyer.phone, phoneSharedAt: shared.buyer.phoneSharedAt } : {}),
    },
    stage: lead.stage,
    ...(lead.stage === 'lost' && lead.lostReason ? { lostReason: lead.lostReason } : {}),
    note: lead.note,
    ...(lead.followUpOn ? { followUpOn: lead.followUpOn } : {}),
    followUpDue: isDue(lead),
    createdAt: lead.createdAt,
    lastAskedAt: asked[0]!.createdAt,
    interests: asked.map((i) => ({
      inquiryId: i._id,
      kind: i.projectId ? ('builder-project' as const) : ('listing' as const),
      propertyId: i.projectId ?? i.listingId,
      title: i.listingTitle,
      message: i.message,
      askedAt: i.createdAt,
      state: i.state,
      thread: i.thread,
    })),
  };
}

const ownLeads = (ownerId: string) => db.leads.filter((lead) => lead.ownerId === ownerId);

/** GET /api/me/leads over the mock db. */
export function leadListOf(ownerId: string, filter: LeadFilter): LeadList {
  const passes = (lead: StoredLead) =>
    (!filter.stage || lead.stage === filter.stage) &&
    (!filter.due || isDue(lead)) &&
    (!filter.property || leadAnswer(lead).interests.some((i) => i.propertyId === filter.property));
  const leads = ownLeads(ownerId)
    .filter(passes)
    .map(leadAnswer)
    .sort((a, b) =>
      filter.due
        ? a.followUpOn!.localeCompare(b.followUpOn!) || b.lastAskedAt.localeCompare(a.lastAskedAt)
        : b.lastAskedAt.localeCompare(a.lastAskedAt),
    );
  const properties = new Map<string, LeadList['properties'][number]>();
  for (const lead of ownLeads(ownerId).map(leadAnswer))
    for (const i of lead.interests) properties.set(i.propertyId, { kind: i.kind, _id: i.propertyId, title: i.title });
  return {
    leads,
    properties: [...properties.values()].sort((a, b) => a.title.localeCompare(b.title)),
    dueCount: ownLeads(ownerId).filter(isDue).length,
  };
}

/** A new inquiry joins the buyer's lead with its owner (a lost one is new again), or starts one. */
export function joinLead(inquiry: StoredInquiry, ownerId: string) {
  const found = db.leads.find((lead) => lead.ownerId === ownerId && lead.buyerId === inquiry.buyerId);
  if (!found) {
    db.leads.push({
      _id: newId('lead-'),
      ownerId,
      buyerId: inquiry.buyerId,
      stage: 'new',
      note: '',
      createdAt: inquiry.createdAt,
      inquiryIds: [inquiry._id],
    });
    return;
  }
  found.inquiryIds.push(inquiry._id);
  if (found.stage === 'lost') Object.assign(found, { stage: 'new', lostReason: undefined });
}

/** docs/leads.md#stages: the owner's first reply moves a new lead to contacted. */
export function ownerReplied(inquiryId: string) {
  const lead = db.leads.find((l) => l.inquiryIds.includes(inquiryId));
  if (lead?.stage === 'new') lead.stage = 'contacted';
}

/** PATCH /api/me/leads/{id}, the update already checked by the contract's schema. */
export function changeLead(lead: StoredLead, update: LeadUpdate) {
  const stage = update.stage ?? lead.stage;
  const reason = update.lostReason?.trim();
  lead.stage = stage;
  lead.lostReason = stage === 'lost' ? (reason ?? lead.lostReason) : undefined;
  if (update.note !== undefined) lead.note = update.note;
  if (update.followUpOn !== undefined) lead.followUpOn = update.followUpOn ?? undefined;
  return leadAnswer(lead);
}
