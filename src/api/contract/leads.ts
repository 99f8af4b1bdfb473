import { z } from 'zod';
import { inquiryStates, threadMessageSchema } from './inquiries';
import { lazySchema } from './lazySchema';

/**
 * docs/leads.md: every owner's (builder, seller, agent) pipeline. A lead is one buyer to one owner:
 * each inquiry the buyer sent that owner, about any of their listings or projects, is one of the
 * lead's interests. The owner moves it through the stages, keeps a private note and a follow-up date.
 */
export const leadStages = ['new', 'contacted', 'visit-booked', 'visited', 'negotiating', 'won', 'lost'] as const;
export type LeadStage = (typeof leadStages)[number];
export const leadStageLabels: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  'visit-booked': 'Visit booked',
  visited: 'Visited',
  negotiating: 'Negotiating',
  won: 'Won',
  lost: 'Lost',
};
/** docs/leads.md#follow-ups: a lead that is won or lost is closed; its follow-up is never due. */
export const closedLeadStages: readonly LeadStage[] = ['won', 'lost'];

/** What a buyer asked about: a Seller's or Agent's listing, or a Builder's project. */
export const interestKinds = ['listing', 'builder-project'] as const;
export type InterestKind = (typeof interestKinds)[number];

export const MAX_LEAD_NOTE_LENGTH = 2000;
export const MAX_LOST_REASON_LENGTH = 200;

export const leadMessages = {
  notFound: 'Lead not found',
  onlyOwners: 'Only sellers, agents and builders have leads',
  lostNeedsReason: 'Please give a reason the lead was lost',
  reasonTooLong: `Please keep the reason under ${MAX_LOST_REASON_LENGTH} characters`,
  noteTooLong: `Please keep the note under ${MAX_LEAD_NOTE_LENGTH} characters`,
  badDate: 'Please enter a valid date',
  badStage: `Choose one of: ${leadStages.join(', ')}.`,
} as const;

/** 'yyyy-mm-dd' of a day that exists. */
const isCalendarDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
export const calendarDaySchema = lazySchema(() => z.string().refine(isCalendarDay, leadMessages.badDate));

const indiaDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
/** docs/leads.md#follow-ups: the day in India ('yyyy-mm-dd') at a moment: a follow-up is due on it. */
export const indiaDay = (at: Date) => indiaDayFormat.format(at);

/** One inquiry of the lead: the property, the buyer's question and the thread that followed. */
export const leadInterestSchema = lazySchema(() =>
  z.object({
    inquiryId: z.string(),
    kind: z.enum(interestKinds),
    propertyId: z.string(),
    title: z.string(),
    message: z.string(),
    askedAt: z.string(),
    state: z.enum(inquiryStates),
    thread: z.array(threadMessageSchema),
  }),
);
export type LeadInterest = z.infer<typeof leadInterestSchema>;

/**
 * A lead as its owner sees it. The buyer's phone only while they share it with this owner
 * (docs/listings.md#inquiry-phone-consent): the latest consent among the lead's inquiries.
 */
export const leadSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    buyer: z.object({ name: z.string(), phone: z.string().optional(), phoneSharedAt: z.string().optional() }),
    stage: z.enum(leadStages),
    /** Only on a lost lead. */
    lostReason: z.string().optional(),
    note: z.string(),
    /** 'yyyy-mm-dd', a day in India. */
    followUpOn: z.string().optional(),
    /** docs/leads.md#follow-ups: the follow-up day has come (in India) and the lead is not closed. */
    followUpDue: z.boolean(),
    createdAt: z.string(),
    lastAskedAt: z.string(),
    /** Newest first. */
    interests: z.array(leadInterestSchema),
  }),
);
export type Lead = z.infer<typeof leadSchema>;

/**
 * GET /api/me/leads: the owner's leads (latest question first) with the filters applied, the
 * properties any lead asked about (to filter by) and how many follow-ups are due (of every lead).
 */
export const leadListSchema = lazySchema(() =>
  z.object({
    leads: z.array(leadSchema),
    properties: z.array(z.object({ kind: z.enum(interestKinds), _id: z.string(), title: z.string() })),
    dueCount: z.number().int().min(0),
  }),
);
export type LeadList = z.infer<typeof leadListSchema>;

/** The list's and the export's filters, as query parameters: one property, one stage, only due follow-ups. */
export const leadFilterSchema = lazySchema(() =>
  z.object({
    property: z.string().min(1).optional(),
    stage: z.enum(leadStages, { error: leadMessages.badStage }).optional(),
    due: z.enum(['true']).optional(),
  }),
);
export type LeadFilter = z.infer<typeof leadFilterSchema>;

/** The filters as a query string, in a fixed order (the SWR key and the export's address). */
export function leadFilterQuery(filter: LeadFilter) {
  const params = new URLSearchParams();
  if (filter.property) params.set('property', filter.property);
  if (filter.stage) params.set('stage', filter.stage);
  if (filter.due) params.set('due', filter.due);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * PATCH /api/me/leads/{id}: any of stage, note and follow-up day (null clears it). Moving to lost
 * needs the reason; leaving lost forgets it.
 */
export const leadUpdateSchema = lazySchema(() =>
  z
    .object({
      stage: z.enum(leadStages, { error: leadMessages.badStage }).optional(),
      lostReason: z.string().trim().max(MAX_LOST_REASON_LENGTH, leadMessages.reasonTooLong).optional(),
      note: z.string().max(MAX_LEAD_NOTE_LENGTH, leadMessages.noteTooLong).optional(),
      followUpOn: calendarDaySchema.nullable().optional(),
    })
    .check((ctx) => {
      if (ctx.value.stage === 'lost' && !ctx.value.lostReason)
        ctx.issues.push({
          code: 'custom',
          path: ['lostReason'],
          message: leadMessages.lostNeedsReason,
          input: ctx.value,
        });
    }),
);
export type LeadUpdate = z.input<typeof leadUpdateSchema>;
