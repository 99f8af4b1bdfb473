import { addDays, indiaMoment } from '@/api/contract/visits';
import { indiaDay } from '@/api/contract/leads';
import { notificationPages } from '@/api/contract/notifications';
import type { JobQueue } from '../jobs/queue';
import { schedules } from '../jobs/schedules';
import { mailNotified } from '../notifications/service';
import type { Services } from '../services';
import { claimReminder, visitsToRemind } from './queries';
import { tellOf } from './service';
import { visitWhen } from './view';

const REMINDERS_JOB = 'visit-reminders';

/**
 * docs/leads.md#visit-reminders: every hour, the booked visits of tomorrow (India's day, on the app's
 * clock) not reminded yet are told to both sides. Each visit is claimed (`reminded_at`) in the same
 * transaction as its two notifications: a second run, or a second instance, finds it claimed.
 */
export function defineVisitReminderJob(queue: JobQueue, services: Services) {
  queue.define(
    REMINDERS_JOB,
    { retryLimit: 5, retryDelay: 60, retryBackoff: true, schedule: schedules.visitReminders },
    () => remindTomorrow(services),
  );
}

export async function remindTomorrow(services: Services) {
  const { db, config } = services;
  const now = config.now();
  const tomorrow = addDays(indiaDay(now), 1);
  const due = await visitsToRemind(db, indiaMoment(tomorrow, 0), indiaMoment(addDays(tomorrow, 1), 0));
  for (const row of due) {
    const mails = await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, row.visit.id, now))) return [];
      const tell = tellOf(tx, row.visit, now);
      const when = visitWhen(row.visit.startsAt);
      return [
        await tell(
          row.visit.buyerId,
          'visit-reminder',
          `Reminder: your site visit to "${row.title}" is tomorrow, ${when}`,
          notificationPages.dashboard('Buyer'),
        ),
        await tell(
          row.ownerId,
          'visit-reminder',
          `Reminder: ${row.buyerName} visits "${row.title}" tomorrow, ${when}`,
          notificationPages.leads(row.ownerRole),
        ),
      ];
    });
    await mailNotified(services, mails);
  }
}
