import { asc, eq, inArray } from 'drizzle-orm';
import type { Inquiry, PosterRole, SentInquiry, ThreadMessage } from '@/api/contract';
import type { Queryable } from '../db/client';
import { inquiryMessages, users, type InquiryRow } from '../db/schema';

/**
 * docs/listings.md#inquiry-thread: each inquiry's messages after its first, oldest first, with the
 * author's name and side. Never the author's phone or e-mail.
 */
export async function threadsOf(q: Queryable, inquiries: InquiryRow[]): Promise<Map<string, ThreadMessage[]>> {
  const threads = new Map<string, ThreadMessage[]>(inquiries.map((i) => [i.id, []]));
  if (inquiries.length === 0) return threads;
  const buyerOf = new Map(inquiries.map((i) => [i.id, i.buyerId]));
  const rows = await q
    .select({ message: inquiryMessages, authorName: users.name })
    .from(inquiryMessages)
    .innerJoin(users, eq(users.id, inquiryMessages.authorId))
    .where(inArray(inquiryMessages.inquiryId, [...threads.keys()]))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
  for (const { message, authorName } of rows)
    threads.get(message.inquiryId)!.push({
      _id: message.id,
      from: message.authorId === buyerOf.get(message.inquiryId) ? 'buyer' : 'poster',
      authorName,
      text: message.text,
      createdAt: message.createdAt.toISOString(),
    });
  return threads;
}

/** The buyer's phone only while they share it (docs/listings.md#inquiry-phone-consent). */
const sharedPhoneOf = (row: InquiryRow) =>
  row.phone && row.phoneSharedAt ? { phone: row.phone, sharedAt: row.phoneSharedAt.toISOString() } : null;

/** The inquiry as its listing's owner sees it. */
export function toInquiry(row: InquiryRow, listingTitle: string, thread: ThreadMessage[]): Inquiry {
  const shared = sharedPhoneOf(row);
  return {
    _id: row.id,
    listingId: row.listingId,
    listingTitle,
    buyer: { name: row.name, ...(shared ? { phone: shared.phone, phoneSharedAt: shared.sharedAt } : {}) },
    message: row.message,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    thread,
  };
}

/** Replies the buyer has not seen: the poster's messages after the buyer last looked (docs/listings.md#inquiry-unread). */
const unreadRepliesOf = (row: InquiryRow, thread: ThreadMessage[]) =>
  thread.filter((m) => m.from === 'poster' && (!row.buyerSeenAt || m.createdAt > row.buyerSeenAt.toISOString())).length;

/** The inquiry as its buyer sees it: the poster's name and role, never their contact details. */
export function toSentInquiry(
  row: InquiryRow,
  listingTitle: string,
  poster: { name: string; role: PosterRole },
  thread: ThreadMessage[],
): SentInquiry {
  const shared = sharedPhoneOf(row);
  return {
    _id: row.id,
    listingId: row.listingId,
    listingTitle,
    poster,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    ...(shared ? { sharedPhone: shared.phone, phoneSharedAt: shared.sharedAt } : {}),
    thread,
    unreadReplies: unreadRepliesOf(row, thread),
  };
}
