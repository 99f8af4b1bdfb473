import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { VisitState } from '@/api/contract/visits';
import { users } from './accounts';
import { builderProjects } from './builders';
import { createdAt, id, moment, updatedAt } from './columns';
import { inquiries, listings } from './listings';

/**
 * docs/leads.md#site-visits: an owner's visiting hours for one listing or one project. Its row is
 * also the lock a booking takes (`FOR UPDATE`) before it counts a slot's visits: capacity holds.
 */
export const visitingHours = pgTable(
  'visiting_hours',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => builderProjects.id, { onDelete: 'cascade' }),
    /** ISO weekdays, 1 Monday … 7 Sunday. */
    days: integer('days').array().notNull(),
    /** Minutes since midnight in India. */
    fromMinute: integer('from_minute').notNull(),
    toMinute: integer('to_minute').notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('visiting_hours_listing').on(t.listingId),
    uniqueIndex('visiting_hours_project').on(t.projectId),
    check('visiting_hours_one_property', sql`num_nonnulls(${t.listingId}, ${t.projectId}) = 1`),
  ],
);

/** docs/leads.md#site-visits: a buyer's visit in one slot, in the thread of their inquiry. */
export const siteVisits = pgTable(
  'site_visits',
  {
    id: id(),
    hoursId: text('hours_id')
      .notNull()
      .references(() => visitingHours.id, { onDelete: 'cascade' }),
    inquiryId: text('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: moment('starts_at').notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    state: text('state').$type<VisitState>().notNull().default('booked'),
    rescheduledFrom: moment('rescheduled_from'),
    reason: text('reason'),
    changedBy: text('changed_by').$type<'buyer' | 'owner'>(),
    /** docs/leads.md#visit-reminders: the reminder's day was told (once). */
    remindedAt: moment('reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A slot's count of booked visits, under the hours' lock.
    index('site_visits_slot')
      .on(t.hoursId, t.startsAt)
      .where(sql`${t.state} = 'booked'`),
    // The reminders due: booked, not reminded, by time.
    index('site_visits_reminders')
      .on(t.startsAt)
      .where(sql`${t.state} = 'booked' and ${t.remindedAt} is null`),
    index('site_visits_buyer').on(t.buyerId, t.startsAt),
  ],
);

export type VisitingHoursRow = typeof visitingHours.$inferSelect;
export type SiteVisitRow = typeof siteVisits.$inferSelect;
