import { and, count, desc, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import { apiPaths, inquiryRequestSchema, inquiryUpdateSchema, listingMessages, type Inquiry } from '@/api/contract';
import { inquiries, listings, type InquiryRow } from '../db/schema';
import { signedIn } from '../http/auth';
import { forbidden, notFound, tooManyRequests } from '../http/errors';
import { cacheTags } from '../http/responseCache';
import type { App, Services } from '../services';
import { listingRowById } from './records';
import { signedInPoster } from './routes';

/** A buyer sends at most this many inquiries an hour (all listings together). */
export const INQUIRIES_PER_HOUR = 10;
const HOUR = 60 * 60 * 1000;
const idParams = z.object({ id: z.string().min(1).max(100) });

const toInquiry = (row: InquiryRow, listingTitle: string): Inquiry => ({
  _id: row.id,
  listingId: row.listingId,
  listingTitle,
  buyer: { name: row.name, phone: row.phone, email: row.email },
  message: row.message,
  state: row.state,
  createdAt: row.createdAt.toISOString(),
});

export function inquiryRoutes(app: App, services: Services) {
  const { db, config } = services;

  app.post(
    `${apiPaths.listings}/:id/inquiries`,
    { schema: { params: idParams, body: inquiryRequestSchema } },
    async (request, reply) => {
      const buyer = await signedIn(services, request);
      if (buyer.role !== 'Buyer') throw forbidden(listingMessages.onlyBuyers);
      const listing = await listingRowById(db, request.params.id);
      if (!listing || listing.reviewState !== 'approved') throw notFound(listingMessages.notFound);
      const [recent] = await db
        .select({ n: count() })
        .from(inquiries)
        .where(and(eq(inquiries.buyerId, buyer.id), gte(inquiries.createdAt, new Date(config.now().getTime() - HOUR))));
      if ((recent?.n ?? 0) >= INQUIRIES_PER_HOUR) throw tooManyRequests(listingMessages.tooManyInquiries);
      const { name, phone, message, email } = request.body;
      const [row] = await db
        .insert(inquiries)
        .values({
          listingId: listing.id,
          buyerId: buyer.id,
          name,
          phone,
          // Without an e-mail in the form, the poster can answer to the account's address.
          email: email ?? buyer.email,
          message,
          createdAt: config.now(),
        })
        .returning();
      // The listing's page shows its number of inquiries.
      await services.cache.invalidate([cacheTags.listing(listing.id)]);
      request.log.info({ listingId: listing.id, inquiryId: row!.id }, 'inquiry sent');
      return reply.status(201).send(toInquiry(row!, listing.title));
    },
  );

  app.get(apiPaths.myInquiries, async (request) => {
    const owner = await signedInPoster(services, request);
    const rows = await db
      .select({ inquiry: inquiries, title: listings.title })
      .from(inquiries)
      .innerJoin(listings, eq(listings.id, inquiries.listingId))
      .where(eq(listings.ownerId, owner.id))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
    return rows.map((r) => toInquiry(r.inquiry, r.title));
  });

  app.patch('/api/inquiries/:id', { schema: { params: idParams, body: inquiryUpdateSchema } }, async (request) => {
    const user = await signedIn(services, request);
    const [found] = await db
      .select({ inquiry: inquiries, title: listings.title, ownerId: listings.ownerId })
      .from(inquiries)
      .innerJoin(listings, eq(listings.id, inquiries.listingId))
      .where(eq(inquiries.id, request.params.id));
    // Someone else's inquiry does not exist for this user.
    if (!found || found.ownerId !== user.id) throw notFound(listingMessages.inquiryNotFound);
    const [row] = await db
      .update(inquiries)
      .set({ state: request.body.state })
      .where(eq(inquiries.id, found.inquiry.id))
      .returning();
    return toInquiry(row!, found.title);
  });
}
