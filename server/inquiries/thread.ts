import {
  inquiryMessages,
  listingMessages,
  MAX_THREAD_MESSAGES,
  THREAD_MESSAGES_PER_HOUR,
  type ThreadMessage,
} from '@/api/contract';
import { notificationPages } from '@/api/contract/notifications';
import { refreshResponseTime } from '../accounts/responseTime';
import { withUserQuota } from '../db/quota';
import type { UserRow } from '../db/schema';
import { conflict, notFound, tooManyRequests } from '../http/errors';
import type { AnswerOnce } from '../http/idempotency';
import { cacheTags } from '../http/responseCache';
import type { NotifyMailJob } from '../notifications/mailJob';
import { mailNotified, notify } from '../notifications/service';
import type { Services } from '../services';
import {
  inquiryWithOwner,
  insertThreadMessage,
  lockedThreadLength,
  markFirstReply,
  messagesWrittenSince,
  moveNewLeadToContacted,
  setInquiryState,
} from './queries';

const HOUR = 60 * 60 * 1000;

/**
 * docs/listings.md#inquiry-thread: the buyer and the owner (of the listing or the project) write;
 * nobody else sees the thread. The owner's first message is their reply time (docs/leads.md#response-time)
 * and moves a new lead to contacted (docs/leads.md#stages).
 */
export async function writeInThread(
  services: Services,
  user: UserRow,
  inquiryId: string,
  text: string,
  once: AnswerOnce,
): Promise<ThreadMessage> {
  const { db, config } = services;
  const found = await inquiryWithOwner(db, inquiryId);
  const side = found?.inquiry.buyerId === user.id ? 'buyer' : found?.ownerId === user.id ? 'poster' : null;
  if (!found || !side) throw notFound(listingMessages.inquiryNotFound);
  // Like inquiries: counted in the database on the app's clock, every thread together, under the
  // author's quota lock; the inquiry's row is locked too, so the two sides cannot overfill a thread.
  let mail: NotifyMailJob | null = null;
  let responseTimeChanged = false;
  const written = await withUserQuota(db, user.id, 'thread-messages', (tx) =>
    once(tx, async (): Promise<ThreadMessage> => {
      const now = config.now();
      if ((await messagesWrittenSince(tx, user.id, new Date(now.getTime() - HOUR))) >= THREAD_MESSAGES_PER_HOUR)
        throw tooManyRequests(inquiryMessages.tooManyMessages);
      if ((await lockedThreadLength(tx, found.inquiry.id)) >= MAX_THREAD_MESSAGES)
        throw conflict(inquiryMessages.threadFull);
      const row = await insertThreadMessage(tx, {
        inquiryId: found.inquiry.id,
        authorId: user.id,
        text,
        createdAt: now,
      });
      // The poster's answer marks the inquiry replied; the buyer's next question makes it new again.
      await setInquiryState(tx, found.inquiry.id, side === 'poster' ? 'replied' : 'new');
      if (side === 'poster' && !found.inquiry.firstReplyAt) {
        await markFirstReply(tx, found.inquiry.id, now);
        await moveNewLeadToContacted(tx, found.inquiry.leadId, now);
        responseTimeChanged = await refreshResponseTime(tx, found.ownerId, now);
      }
      // docs/notifications.md#kinds: the other side is told; the buyer reads replies on their dashboard,
      // a builder on their Leads page.
      const ownerPage =
        found.ownerRole === 'Builder' ? notificationPages.leads('Builder') : notificationPages.posterInquiries;
      mail = await notify(
        tx,
        {
          userId: side === 'poster' ? found.inquiry.buyerId : found.ownerId,
          kind: 'reply',
          thread: `inquiry:${found.inquiry.id}`,
          text: `${user.name} wrote about "${found.title}"`,
          link: side === 'poster' ? notificationPages.dashboard('Buyer') : ownerPage,
        },
        now,
      );
      return { _id: row.id, from: side, authorName: user.name, text: row.text, createdAt: row.createdAt.toISOString() };
    }),
  );
  await mailNotified(services, [mail]);
  if (responseTimeChanged) await services.cache.invalidate([cacheTags.account(found.ownerId)]);
  return written;
}
