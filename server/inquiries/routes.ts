import { and, count, desc, eq, gt, gte, inArray, isNull, ne, or } from 'drizzle-orm';
import {
  apiPaths,
  inquiryMessages as inquiryRefusals,
  inquiryRequestSchema,
  inquiryUpdateSchema,
  listingMessages,
  MAX_THREAD_MESSAGES,
  THREAD_MESSAGES_PER_HOUR,
  threadMessageRequestSchema,
  type ThreadMessage,
  routePattern,
} from '@/api/contract';
import { withUserQuota } from '../db/quota';
import { answeringOnce } from '../http/idempotency';
import { inquiries, inquiryMessages, listings } from '../db/schema';
import { signedIn, signedInPoster } from '../http/auth';
import { conflict, forbidden, notFound, tooManyRequests } from '../http/errors';
import { cacheTags } from '../http/responseCache';
import type { App, Services } from '../services';
import { isPublicListing } from '../listings/freshness';
import { listingRowById } from '../listings/records';
import { threadsOf, toInquiry } from './queries';
import { idParams } from '../http/params';

/** docs/listings.md#inquiry-send: a buyer sends at most this many inquiries an hour (all listings together). */
export const INQUIRIES_PER_HOUR = 10;
const HOUR = 60 * 60 * 1000;

export function inquiryRoutes(app: App, services: Services) {
  const { db, config } = services;

  app.post(
    routePattern(apiPaths.listingInquiries),
    { schema: { params: idParams, body: inquiryRequestSchema }, config: { idempotent: true } },
    async (request, reply) => {
      const buyer = await signedIn(services, request);
      if (buyer.role !== 'Buyer') throw forbidden(listingMessages.onlyBuyers);
      const listing = await listingRowById(db, request.params.id);
      if (!listing || !isPublicListing(listing)) throw notFound(listingMessages.notFound);
      // docs/listings.md#inquiry-phone-consent: the number is kept only when the buyer ticked the box;
      // an e-mail in the body is never kept (replies come inside Nivaas).
      const { name, sharePhone, phone, message } = request.body;
      // Counted in the database on the app's clock (only inquiries really sent count, on every
      // instance), under the buyer's quota lock so a burst cannot all count below the limit.
      const sent = await withUserQuota(db, buyer.id, 'inquiries', (tx) =>
        answeringOnce(tx, request, 201, async () => {
          const now = config.now();
          const [recent] = await tx
            .select({ n: count() })
            .from(inquiries)
            .where(and(eq(inquiries.buyerId, buyer.id), gte(inquiries.createdAt, new Date(now.getTime() - HOUR))));
          if ((recent?.n ?? 0) >= INQUIRIES_PER_HOUR) throw tooManyRequests(listingMessages.tooManyInquiries);
          const [inserted] = await tx
            .insert(inquiries)
            .values({
              listingId: listing.id,
              buyerId: buyer.id,
              name,
              ...(sharePhone && phone ? { phone, phoneSharedAt: now } : {}),
              message,
              createdAt: now,
            })
            .returning();
          return toInquiry(inserted!, listing.title, []);
        }),
      );
      // The listing's page shows its number of inquiries.
      await services.cache.invalidate([cacheTags.listing(listing.id)]);
      request.log.info({ listingId: listing.id, inquiryId: sent._id }, 'inquiry sent');
      return reply.status(201).send(sent);
    },
  );

  /**
   * docs/listings.md#inquiry-unread: what is new to the poster: inquiries on their listings and buyer
   * messages written after they last opened My Inquiries.
   */
  async function newBuyerMessagesOf(ownerId: string) {
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

  app.get(apiPaths.newBuyerMessages, async (request) =>
    newBuyerMessagesOf((await signedInPoster(services, request)).id),
  );

  app.post(apiPaths.myInquiriesSeen, async (request) => {
    const owner = await signedInPoster(services, request);
    const own = db.select({ id: listings.id }).from(listings).where(eq(listings.ownerId, owner.id));
    await db.update(inquiries).set({ posterSeenAt: config.now() }).where(inArray(inquiries.listingId, own));
    return newBuyerMessagesOf(owner.id);
  });

  app.get(apiPaths.myInquiries, async (request) => {
    const owner = await signedInPoster(services, request);
    const rows = await db
      .select({ inquiry: inquiries, title: listings.title })
      .from(inquiries)
      .innerJoin(listings, eq(listings.id, inquiries.listingId))
      .where(eq(listings.ownerId, owner.id))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
    const threads = await threadsOf(
      db,
      rows.map((r) => r.inquiry),
    );
    return rows.map((r) => toInquiry(r.inquiry, r.title, threads.get(r.inquiry.id)!));
  });

  /** The inquiry with its listing's title and owner; someone else's inquiry does not exist for this user. */
  async function inquiryOf(id: string) {
    const [found] = await db
      .select({ inquiry: inquiries, title: listings.title, ownerId: listings.ownerId })
      .from(inquiries)
      .innerJoin(listings, eq(listings.id, inquiries.listingId))
      .where(eq(inquiries.id, id));
    return found;
  }

  app.patch(
    routePattern(apiPaths.inquiry),
    { schema: { params: idParams, body: inquiryUpdateSchema } },
    async (request) => {
      const user = await signedIn(services, request);
      const found = await inquiryOf(request.params.id);
      if (!found || found.ownerId !== user.id) throw notFound(listingMessages.inquiryNotFound);
      const [row] = await db
        .update(inquiries)
        .set({ state: request.body.state })
        .where(eq(inquiries.id, found.inquiry.id))
        .returning();
      return toInquiry(row!, found.title, (await threadsOf(db, [row!])).get(row!.id)!);
    },
  );

  // docs/listings.md#inquiry-thread: the buyer and the listing's owner write; nobody else sees the thread.
  app.post(
    routePattern(apiPaths.inquiryMessages),
    { schema: { params: idParams, body: threadMessageRequestSchema }, config: { idempotent: true } },
    async (request, reply) => {
      const user = await signedIn(services, request);
      const found = await inquiryOf(request.params.id);
      const side = found?.inquiry.buyerId === user.id ? 'buyer' : found?.ownerId === user.id ? 'poster' : null;
      if (!found || !side) throw notFound(listingMessages.inquiryNotFound);
      // Like inquiries: counted in the database on the app's clock, every thread together, under the
      // author's quota lock; the inquiry's row is locked too, so the two sides cannot overfill a thread.
      const message = await withUserQuota(db, user.id, 'thread-messages', (tx) =>
        answeringOnce(tx, request, 201, async (): Promise<ThreadMessage> => {
          const now = config.now();
          const [recent] = await tx
            .select({ n: count() })
            .from(inquiryMessages)
            .where(
              and(
                eq(inquiryMessages.authorId, user.id),
                gte(inquiryMessages.createdAt, new Date(now.getTime() - HOUR)),
              ),
            );
          if ((recent?.n ?? 0) >= THREAD_MESSAGES_PER_HOUR) throw tooManyRequests(inquiryRefusals.tooManyMessages);
          await tx.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, found.inquiry.id)).for('update');
          const [written] = await tx
            .select({ n: count() })
            .from(inquiryMessages)
            .where(eq(inquiryMessages.inquiryId, found.inquiry.id));
          if ((written?.n ?? 0) >= MAX_THREAD_MESSAGES) throw conflict(inquiryRefusals.threadFull);
          const [row] = await tx
            .insert(inquiryMessages)
            .values({ inquiryId: found.inquiry.id, authorId: user.id, text: request.body.text, createdAt: now })
            .returning();
          // The poster's answer marks the inquiry replied; the buyer's next question makes it new again.
          await tx
            .update(inquiries)
            .set({ state: side === 'poster' ? 'replied' : 'new' })
            .where(eq(inquiries.id, found.inquiry.id));
          return {
            _id: row!.id,
            from: side,
            authorName: user.name,
            text: row!.text,
            createdAt: row!.createdAt.toISOString(),
          };
        }),
      );
      return reply.status(201).send(message);
    },
  );
}
