import {
  inquiryMessages as inquiryRefusals,
  listingMessages,
  MAX_THREAD_MESSAGES,
  THREAD_MESSAGES_PER_HOUR,
  type Inquiry,
  type InquiryRequest,
  type PosterRole,
  type SentInquiry,
  type ThreadMessage,
} from '@/api/contract';
import { notificationPages } from '@/api/contract/notifications';
import type { Db } from '../db/client';
import { withUserQuota } from '../db/quota';
import type { InquiryRow, UserRow } from '../db/schema';
import { conflict, forbidden, notFound, tooManyRequests } from '../http/errors';
import type { AnswerOnce } from '../http/idempotency';
import { cacheTags } from '../http/responseCache';
import { isPublicListing } from '../listings/freshness';
import { listingRowById } from '../listings/queries';
import type { NotifyMailJob } from '../notifications/mailJob';
import { mailNotified, notify } from '../notifications/service';
import type { Services } from '../services';
import {
  inquiriesOnListingsOf,
  inquiriesSentSince,
  inquiryWithListing,
  insertInquiry,
  insertThreadMessage,
  lockedThreadLength,
  markBuyerSeen,
  markPosterSeen,
  messagesWrittenSince,
  newBuyerMessagesOf,
  sentInquiryRows,
  setInquiryState,
  setPhoneConsent,
  threadsOf,
  toInquiry,
  toSentInquiry,
  unreadRepliesCount,
} from './queries';

/** docs/listings.md#inquiry-send: a buyer sends at most this many inquiries an hour (all listings together). */
export const INQUIRIES_PER_HOUR = 10;
const HOUR = 60 * 60 * 1000;

/** The one line a sent inquiry logs: the request's logger, or any with pino's info(details, message). */
export type InquiryLog = { info(details: object, message: string): void };

/** docs/listings.md#inquiry-send: a buyer asks about a public listing, at most INQUIRIES_PER_HOUR an hour. */
export async function sendInquiry(
  services: Services,
  log: InquiryLog,
  buyer: UserRow,
  listingId: string,
  body: InquiryRequest,
  once: AnswerOnce,
): Promise<Inquiry> {
  const { db, config } = services;
  if (buyer.role !== 'Buyer') throw forbidden(listingMessages.onlyBuyers);
  const listing = await listingRowById(db, listingId);
  if (!listing || !isPublicListing(listing)) throw notFound(listingMessages.notFound);
  // docs/listings.md#inquiry-phone-consent: the number is kept only when the buyer ticked the box;
  // an e-mail in the body is never kept (replies come inside Nivaas).
  const { name, sharePhone, phone, message } = body;
  let mail: NotifyMailJob | null = null;
  // Counted in the database on the app's clock (only inquiries really sent count, on every
  // instance), under the buyer's quota lock so a burst cannot all count below the limit.
  const sent = await withUserQuota(db, buyer.id, 'inquiries', (tx) =>
    once(tx, async () => {
      const now = config.now();
      if ((await inquiriesSentSince(tx, buyer.id, new Date(now.getTime() - HOUR))) >= INQUIRIES_PER_HOUR)
        throw tooManyRequests(listingMessages.tooManyInquiries);
      const inserted = await insertInquiry(tx, {
        listingId: listing.id,
        buyerId: buyer.id,
        name,
        ...(sharePhone && phone ? { phone, phoneSharedAt: now } : {}),
        message,
        createdAt: now,
      });
      // docs/notifications.md#kinds: the owner is told in the same transaction.
      mail = await notify(
        tx,
        {
          userId: listing.ownerId,
          kind: 'new-inquiry',
          thread: `inquiry:${inserted.id}`,
          text: `${name} asked about "${listing.title}"`,
          link: notificationPages.posterInquiries,
        },
        now,
      );
      return toInquiry(inserted, listing.title, []);
    }),
  );
  await mailNotified(services, [mail]);
  // The listing's page shows its number of inquiries.
  await services.cache.invalidate([cacheTags.listing(listing.id)]);
  log.info({ listingId: listing.id, inquiryId: sent._id }, 'inquiry sent');
  return sent;
}

/** My Inquiries opened: everything on the poster's listings is seen; what is new is then nothing. */
export async function posterHasSeen({ db, config }: Services, ownerId: string) {
  await markPosterSeen(db, ownerId, config.now());
  return newBuyerMessagesOf(db, ownerId);
}

/** The inquiries on the poster's listings, each with its thread, newest first. */
export async function inquiriesTo(db: Db, ownerId: string): Promise<Inquiry[]> {
  const rows = await inquiriesOnListingsOf(db, ownerId);
  const threads = await threadsOf(
    db,
    rows.map((r) => r.inquiry),
  );
  return rows.map((r) => toInquiry(r.inquiry, r.title, threads.get(r.inquiry.id)!));
}

/** The listing's owner marks an inquiry; someone else's inquiry does not exist for this user. */
export async function markInquiry(db: Db, user: UserRow, id: string, state: InquiryRow['state']) {
  const found = await inquiryWithListing(db, id);
  if (!found || found.ownerId !== user.id) throw notFound(listingMessages.inquiryNotFound);
  const row = await setInquiryState(db, found.inquiry.id, state);
  return toInquiry(row, found.title, (await threadsOf(db, [row])).get(row.id)!);
}

/** docs/listings.md#inquiry-thread: the buyer and the listing's owner write; nobody else sees the thread. */
export async function writeInThread(
  services: Services,
  user: UserRow,
  inquiryId: string,
  text: string,
  once: AnswerOnce,
): Promise<ThreadMessage> {
  const { db, config } = services;
  const found = await inquiryWithListing(db, inquiryId);
  const side = found?.inquiry.buyerId === user.id ? 'buyer' : found?.ownerId === user.id ? 'poster' : null;
  if (!found || !side) throw notFound(listingMessages.inquiryNotFound);
  // Like inquiries: counted in the database on the app's clock, every thread together, under the
  // author's quota lock; the inquiry's row is locked too, so the two sides cannot overfill a thread.
  let mail: NotifyMailJob | null = null;
  const written = await withUserQuota(db, user.id, 'thread-messages', (tx) =>
    once(tx, async (): Promise<ThreadMessage> => {
      const now = config.now();
      if ((await messagesWrittenSince(tx, user.id, new Date(now.getTime() - HOUR))) >= THREAD_MESSAGES_PER_HOUR)
        throw tooManyRequests(inquiryRefusals.tooManyMessages);
      if ((await lockedThreadLength(tx, found.inquiry.id)) >= MAX_THREAD_MESSAGES)
        throw conflict(inquiryRefusals.threadFull);
      const row = await insertThreadMessage(tx, {
        inquiryId: found.inquiry.id,
        authorId: user.id,
        text,
        createdAt: now,
      });
      // The poster's answer marks the inquiry replied; the buyer's next question makes it new again.
      await setInquiryState(tx, found.inquiry.id, side === 'poster' ? 'replied' : 'new');
      // docs/notifications.md#kinds: the other side is told; the buyer reads replies on their dashboard.
      mail = await notify(
        tx,
        {
          userId: side === 'poster' ? found.inquiry.buyerId : found.ownerId,
          kind: 'reply',
          thread: `inquiry:${found.inquiry.id}`,
          text: `${user.name} wrote about "${found.title}"`,
          link: side === 'poster' ? notificationPages.dashboard('Buyer') : notificationPages.posterInquiries,
        },
        now,
      );
      return { _id: row.id, from: side, authorName: user.name, text: row.text, createdAt: row.createdAt.toISOString() };
    }),
  );
  await mailNotified(services, [mail]);
  return written;
}

/** docs/listings.md#buyer-inquiries: the buyer's inquiries (one, or all newest first) with the poster's name and role and the threads. */
export async function sentBy(db: Db, buyerId: string, inquiryId?: string): Promise<SentInquiry[]> {
  const rows = await sentInquiryRows(db, buyerId, inquiryId);
  const threads = await threadsOf(
    db,
    rows.map((r) => r.inquiry),
  );
  return rows.map((r) =>
    toSentInquiry(
      r.inquiry,
      r.title,
      { name: r.posterName, role: r.posterRole as PosterRole },
      threads.get(r.inquiry.id)!,
      {
        listingReviewState: r.reviewState,
        listingStatus: r.status,
        similarTo: {
          city: r.city,
          propertyType: r.propertyType,
          ...(r.bhk === null ? {} : { bhk: r.bhk }),
          purpose: r.purpose,
        },
      },
    ),
  );
}

/** The buyer opened their inquiries: every reply is seen. */
export async function buyerHasSeen({ db, config }: Services, buyerId: string) {
  await markBuyerSeen(db, buyerId, config.now());
  return unreadRepliesCount(db, buyerId);
}

/**
 * docs/listings.md#inquiry-phone-consent: sets (or forgets) the buyer's number on their own inquiry;
 * answers the inquiry as they see it.
 */
export async function setConsent(
  db: Db,
  buyerId: string,
  inquiryId: string,
  consent: Pick<InquiryRow, 'phone' | 'phoneSharedAt'>,
) {
  const row = await setPhoneConsent(db, buyerId, inquiryId, consent);
  if (!row) throw notFound(listingMessages.inquiryNotFound);
  const [answer] = await sentBy(db, buyerId, row.id);
  return answer;
}
