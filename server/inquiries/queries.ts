import { and, asc, count, desc, eq, gt, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Inquiry, SentInquiry, ThreadMessage } from '@/api/contract';
import type { InterestKind } from '@/api/contract/leads';
import type { Queryable } from '../db/client';
import { builderProjects, inquiries, inquiryMessages, leads, listings, users, type InquiryRow } from '../db/schema';

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
export const sharedPhoneOf = (row: InquiryRow) =>
  row.phone && row.phoneSharedAt ? { phone: row.phone, sharedAt: row.phoneSharedAt.toISOString() } : null;

/** The inquiry as its listing's owner sees it. */
export function toInquiry(row: InquiryRow, listingTitle: string, thread: ThreadMessage[]): Inquiry {
  const shared = sharedPhoneOf(row);
  return {
    _id: row.id,
    // My Inquiries lists listings' inquiries only (a project's are on its builder's Leads page).
    listingId: row.listingId ?? '',
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
  poster: SentInquiry['poster'],
  thread: ThreadMessage[],
  property: Pick<SentInquiry, 'kind' | 'listingReviewState' | 'listingStatus' | 'similarTo'>,
): SentInquiry {
  const shared = sharedPhoneOf(row);
  return {
    _id: row.id,
    listingId: row.listingId ?? row.projectId ?? '',
    listingTitle,
    poster,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    ...(shared ? { sharedPhone: shared.phone, phoneSharedAt: shared.sharedAt } : {}),
    thread,
    unreadReplies: unreadRepliesOf(row, thread),
    ...property,
  };
}

/** How many inquiries the buyer sent since `since`. */
export async function inquiriesSentSince(tx: Queryable, buyerId: string, since: Date) {
  const [recent] = await tx
    .select({ n: count() })
    .from(inquiries)
    .where(and(eq(inquiries.buyerId, buyerId), gte(inquiries.createdAt, since)));
  return recent?.n ?? 0;
}

export async function insertInquiry(tx: Queryable, values: typeof inquiries.$inferInsert) {
  const [inserted] = await tx.insert(inquiries).values(values).returning();
  return inserted!;
}

/**
 * docs/listings.md#inquiry-unread: what is new to the poster: inquiries on their listings and buyer
 * messages written after they last opened My Inquiries.
 */
export async function newBuyerMessagesOf(db: Queryable, ownerId: string) {
  const unseen = (at: typeof inquiries.createdAt | typeof inquiryMessages.createdAt) =>
    or(isNull(inquiries.posterSeenAt), gt(at, inquiries.posterSeenAt));
  const onOwnListings = and(eq(listings.ownerId, ownerId), eq(listings.id, inquiries.listingId));
  const [asked] = await db
    .select({ n: count() })
    .from(inquiries)
    .innerJoin(listings, onOwnListings)
    .where(unseen(inquiries.createdAt));
  const [written] = await db
    .select({ n: count() })
    .from(inquiryMessages)
    .innerJoin(inquiries, eq(inquiries.id, inquiryMessages.inquiryId))
    .innerJoin(listings, onOwnListings)
    .where(and(ne(inquiryMessages.authorId, ownerId), unseen(inquiryMessages.createdAt)));
  return { count: (asked?.n ?? 0) + (written?.n ?? 0) };
}

/** The poster has seen every inquiry on their listings, as of `now`. */
export async function markPosterSeen(db: Queryable, ownerId: string, now: Date) {
  const own = db.select({ id: listings.id }).from(listings).where(eq(listings.ownerId, ownerId));
  await db.update(inquiries).set({ posterSeenAt: now }).where(inArray(inquiries.listingId, own));
}

/** The inquiries on the owner's listings, with each listing's title, newest first. */
export function inquiriesOnListingsOf(db: Queryable, ownerId: string) {
  return db
    .select({ inquiry: inquiries, title: listings.title })
    .from(inquiries)
    .innerJoin(listings, eq(listings.id, inquiries.listingId))
    .where(eq(listings.ownerId, ownerId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
}

/** What an inquiry is about, for either kind: the listing's title or the project's name. */
export const propertyTitle = sql<string>`coalesce(${listings.title}, ${builderProjects.projectName})`;
export const interestKindOf = (row: Pick<InquiryRow, 'projectId'>): InterestKind =>
  row.projectId ? 'builder-project' : 'listing';

/** The inquiry of either kind with its property's title and its owner (the lead's), for its thread. */
export async function inquiryWithOwner(db: Queryable, id: string) {
  const [found] = await db
    .select({ inquiry: inquiries, title: propertyTitle, ownerId: leads.ownerId, ownerRole: users.role })
    .from(inquiries)
    .innerJoin(leads, eq(leads.id, inquiries.leadId))
    .innerJoin(users, eq(users.id, leads.ownerId))
    .leftJoin(listings, eq(listings.id, inquiries.listingId))
    .leftJoin(builderProjects, eq(builderProjects.id, inquiries.projectId))
    .where(eq(inquiries.id, id));
  return found;
}

/** docs/leads.md#response-time: the owner's first message in the thread, kept once. */
export async function markFirstReply(tx: Queryable, inquiryId: string, now: Date) {
  await tx
    .update(inquiries)
    .set({ firstReplyAt: now })
    .where(and(eq(inquiries.id, inquiryId), isNull(inquiries.firstReplyAt)));
}

/** The inquiry with its listing's title and owner. */
export async function inquiryWithListing(db: Queryable, id: string) {
  const [found] = await db
    .select({ inquiry: inquiries, title: listings.title, ownerId: listings.ownerId })
    .from(inquiries)
    .innerJoin(listings, eq(listings.id, inquiries.listingId))
    .where(eq(inquiries.id, id));
  return found;
}

export async function setInquiryState(db: Queryable, id: string, state: InquiryRow['state']) {
  const [row] = await db.update(inquiries).set({ state }).where(eq(inquiries.id, id)).returning();
  return row!;
}

/** How many thread messages the author wrote since `since`, every thread together. */
export async function messagesWrittenSince(tx: Queryable, authorId: string, since: Date) {
  const [recent] = await tx
    .select({ n: count() })
    .from(inquiryMessages)
    .where(and(eq(inquiryMessages.authorId, authorId), gte(inquiryMessages.createdAt, since)));
  return recent?.n ?? 0;
}

/** Locks the inquiry's row until the transaction ends, then counts its thread's messages. */
export async function lockedThreadLength(tx: Queryable, inquiryId: string) {
  await tx.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, inquiryId)).for('update');
  const [written] = await tx
    .select({ n: count() })
    .from(inquiryMessages)
    .where(eq(inquiryMessages.inquiryId, inquiryId));
  return written?.n ?? 0;
}

export async function insertThreadMessage(tx: Queryable, values: typeof inquiryMessages.$inferInsert) {
  const [row] = await tx.insert(inquiryMessages).values(values).returning();
  return row!;
}

/** The buyer's inquiries of either kind (one, or all newest first) with the owner's name and role. */
export function sentInquiryRows(db: Queryable, buyerId: string, inquiryId?: string) {
  return db
    .select({
      inquiry: inquiries,
      title: propertyTitle,
      listing: {
        reviewState: listings.reviewState,
        status: listings.status,
        city: listings.city,
        propertyType: listings.propertyType,
        bhk: listings.bhk,
        purpose: listings.purpose,
      },
      projectReviewState: builderProjects.reviewState,
      posterName: users.name,
      posterRole: users.role,
    })
    .from(inquiries)
    .innerJoin(leads, eq(leads.id, inquiries.leadId))
    .innerJoin(users, eq(users.id, leads.ownerId))
    .leftJoin(listings, eq(listings.id, inquiries.listingId))
    .leftJoin(builderProjects, eq(builderProjects.id, inquiries.projectId))
    .where(and(eq(inquiries.buyerId, buyerId), inquiryId ? eq(inquiries.id, inquiryId) : undefined))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
}

/** Replies written by someone other than the buyer after the buyer last looked (docs/listings.md#inquiry-unread). */
export async function unreadRepliesCount(db: Queryable, buyerId: string) {
  const [unread] = await db
    .select({ n: count() })
    .from(inquiryMessages)
    .innerJoin(inquiries, eq(inquiries.id, inquiryMessages.inquiryId))
    .where(
      and(
        eq(inquiries.buyerId, buyerId),
        ne(inquiryMessages.authorId, buyerId),
        or(isNull(inquiries.buyerSeenAt), gt(inquiryMessages.createdAt, inquiries.buyerSeenAt)),
      ),
    );
  return { count: unread?.n ?? 0 };
}

export async function markBuyerSeen(db: Queryable, buyerId: string, now: Date) {
  await db.update(inquiries).set({ buyerSeenAt: now }).where(eq(inquiries.buyerId, buyerId));
}

/** Sets (or forgets) the buyer's number on their own inquiry; undefined when it is not theirs. */
export async function setPhoneConsent(
  db: Queryable,
  buyerId: string,
  inquiryId: string,
  consent: Pick<InquiryRow, 'phone' | 'phoneSharedAt'>,
) {
  const [row] = await db
    .update(inquiries)
    .set(consent)
    .where(and(eq(inquiries.id, inquiryId), eq(inquiries.buyerId, buyerId)))
    .returning({ id: inquiries.id });
  return row;
}

/**
 * docs/leads.md: the buyer's lead with the owner, made with their first inquiry. A lost lead asked
 * again is new again (docs/leads.md#stages). Answers its id.
 */
export async function leadOfInquiry(tx: Queryable, ownerId: string, buyerId: string, now: Date) {
  const [lead] = await tx
    .insert(leads)
    .values({ ownerId, buyerId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [leads.ownerId, leads.buyerId],
      set: {
        updatedAt: now,
        stage: sql`case when ${leads.stage} = 'lost' then 'new' else ${leads.stage} end`,
        lostReason: sql`case when ${leads.stage} = 'lost' then null else ${leads.lostReason} end`,
      },
    })
    .returning({ id: leads.id });
  return lead!.id;
}

/** docs/leads.md#stages: the owner's first reply moves a new lead to contacted. */
export async function moveNewLeadToContacted(tx: Queryable, leadId: string, now: Date) {
  await tx
    .update(leads)
    .set({ stage: 'contacted', updatedAt: now })
    .where(and(eq(leads.id, leadId), eq(leads.stage, 'new')));
}
