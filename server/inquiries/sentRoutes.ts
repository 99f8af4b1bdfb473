import { and, count, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { apiPaths, listingMessages, phoneConsentRequestSchema, type PosterRole, routePattern } from '@/api/contract';
import { inquiries, inquiryMessages, listings, users, type InquiryRow } from '../db/schema';
import { signedInAs } from '../http/auth';
import { notFound } from '../http/errors';
import type { App, Services } from '../services';
import { threadsOf, toSentInquiry } from './queries';
import { idParams } from '../http/params';

/** docs/listings.md#buyer-inquiries: the buyer's side of their inquiries. */
export function sentInquiryRoutes(app: App, services: Services) {
  const { db, config } = services;
  const signedInBuyer = (request: Parameters<typeof signedInAs>[1]) =>
    signedInAs(services, request, 'Buyer', listingMessages.onlyBuyers);

  /** The buyer's inquiries (one, or all newest first) with the poster's name and role and the threads. */
  async function sentBy(buyerId: string, inquiryId?: string) {
    const rows = await db
      .select({ inquiry: inquiries, title: listings.title, posterName: users.name, posterRole: users.role })
      .from(inquiries)
      .innerJoin(listings, eq(listings.id, inquiries.listingId))
      .innerJoin(users, eq(users.id, listings.ownerId))
      .where(and(eq(inquiries.buyerId, buyerId), inquiryId ? eq(inquiries.id, inquiryId) : undefined))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
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
      ),
    );
  }

  /** Replies written by someone other than the buyer after the buyer last looked (docs/listings.md#inquiry-unread). */
  async function unreadRepliesOf(buyerId: string) {
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

  app.get(apiPaths.sentInquiries, async (request) => sentBy((await signedInBuyer(request)).id));

  app.get(apiPaths.unreadReplies, async (request) => unreadRepliesOf((await signedInBuyer(request)).id));

  app.post(apiPaths.sentInquiriesSeen, async (request) => {
    const buyer = await signedInBuyer(request);
    await db.update(inquiries).set({ buyerSeenAt: config.now() }).where(eq(inquiries.buyerId, buyer.id));
    return unreadRepliesOf(buyer.id);
  });

  /** Sets (or forgets) the buyer's number on their own inquiry; answers the inquiry as they see it. */
  async function setConsent(buyerId: string, inquiryId: string, consent: Pick<InquiryRow, 'phone' | 'phoneSharedAt'>) {
    const [row] = await db
      .update(inquiries)
      .set(consent)
      .where(and(eq(inquiries.id, inquiryId), eq(inquiries.buyerId, buyerId)))
      .returning({ id: inquiries.id });
    if (!row) throw notFound(listingMessages.inquiryNotFound);
    const [answer] = await sentBy(buyerId, row.id);
    return answer;
  }

  // docs/listings.md#inquiry-phone-consent: consent again after withdrawing, recorded with its new time.
  app.put(
    routePattern(apiPaths.inquiryPhoneConsent),
    { schema: { params: idParams, body: phoneConsentRequestSchema } },
    async (request) =>
      setConsent((await signedInBuyer(request)).id, request.params.id, {
        phone: request.body.phone,
        phoneSharedAt: config.now(),
      }),
  );

  // docs/listings.md#inquiry-phone-consent: withdrawing forgets the number; the poster no longer sees it.
  app.delete(routePattern(apiPaths.inquiryPhoneConsent), { schema: { params: idParams } }, async (request) =>
    setConsent((await signedInBuyer(request)).id, request.params.id, { phone: null, phoneSharedAt: null }),
  );
}
