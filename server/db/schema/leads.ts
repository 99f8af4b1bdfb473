import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LeadStage } from '@/api/contract/leads';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';

/**
 * docs/leads.md: one buyer to one owner (builder, seller or agent). Every inquiry of that buyer about
 * the owner's listings or projects points here (`inquiries.lead_id`): the lead's interests.
 */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<LeadStage>().notNull().default('new'),
    /** docs/leads.md#stages: kept only while the lead is lost. */
    lostReason: text('lost_reason'),
    /** The owner's own note: nobody else reads it. */
    note: text('note').notNull().default(''),
    /** docs/leads.md#follow-ups: a day in India. */
    followUpOn: date('follow_up_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leads_owner_buyer').on(t.ownerId, t.buyerId),
    // docs/leads.md#follow-ups: the owner's open leads by follow-up day.
    index('leads_owner_follow_up')
      .on(t.ownerId, t.followUpOn)
      .where(sql`${t.stage} not in ('won', 'lost')`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
