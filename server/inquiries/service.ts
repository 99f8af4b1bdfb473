import { listingMessages, projectMessages, type Inquiry, type InquiryRequest, type SentInquiry } from '@/api/contract';
import { type InterestKind } from '@/api/contract/leads';
import { notificationPages } from '@/api/contract/notifications';
import type { Db, Tx } from '../db/client';
import { withUserQuota } from '../db/quota';
import type { InquiryRow, UserRow } from '../db/schema';
import { forbidden, notFound, tooManyRequests } from '../http/errors';
import type { AnswerOnce } from '../http/idempotency';
import { cacheTags } from '../http/responseCache';
import { isPublicListing } from '../listings/freshness';
import { refreshResponseTime } from '../accounts/responseTime';
import { listingRowById } from '../listings/queries';
import type { NotifyMailJob } from '../notifications/mailJob';
import { mailNotified, notify } from '../notifications/service';
import { projectRowById } from '../projects/queries';
import type { Services } from '../services';
import { sentBy } from './sent';
import {
  inquiriesOnListingsOf,
  inquiriesSentSince,
  inquiryWithListing,
  insertInquiry,
  leadOfInquiry,
  markPosterSeen,
  newBuyerMessagesOf,
  setInquiryState,
  threadsOf,
  toInquiry,
} from './queries';

/** docs/listings.md#inquiry-send: a buyer sends at most this many inquiries an hour (all listings together). */
export const INQUIRIES_PER_HOUR = 10;
const HOUR = 60 * 60 * 1000;

/** The one line a sent inquiry logs: the request's logger, or any with pino's info(details, message). */
export type InquiryLog = { info(details: object, message: string): void };

/** What a buyer asks about: a public listing or a live project, with its owner (docs/leads.md#ask-the-builder). */
interface AskedProperty {
  kind: InterestKind;
  id: string;
  title: string;
  ownerId: string;
  /** Where the owner reads and answers it: My Inquiries, or a builder's Leads page. */
  ownerPage: string;
}

/**
 * docs/listings.md#inquiry-send: a buyer asks an owner about one of their properties, at most
 * INQUIRIES_PER_HOUR an hour (every kind together). The inquiry joins the buyer's lead with that owner
 * (docs/leads.md); the owner is told, and their response time counts it. `answer` is read inside
 * the transaction, so a retried send answers the same.
 */
async function ask<T>(
  services: Services,
  log: InquiryLog,
  buyer: UserRow,
  property: AskedProperty,
  body: InquiryRequest,
  once: AnswerOnce,
  answer: (tx: Tx, inserted: InquiryRow) => Promise<T>,
): Promise<T> {
  const { db, config } = services;
  // docs/listings.md#inquiry-phone-consent: the number is kept only when the buyer ticked the box;
  // an e-mail in the body is never kept (replies come inside Nivaas).
  const { name, sharePhone, phone, message } = body;
  let mail: NotifyMailJob | null = null;
  let responseTimeChanged = false;
  // Counted in the database on the app's clock (only inquiries really sent count, on every
  // instance), under the buyer's quota lock so a burst cannot all count below the limit.
  const sent = await withUserQuota(db, buyer.id, 'inquiries', (tx) =>
    once(tx, async () => {
      const now = config.now();
      if ((await inquiriesSentSince(tx, buyer.id, new Date(now.getTime() - HOUR))) >= INQUIRIES_PER_HOUR)
        throw tooManyRequests(listingMessages.tooManyInquiries);
      const leadId = await leadOfInquiry(tx, property.ownerId, buyer.id, now);
      const inserted = await insertInquiry(tx, {
        ...(property.kind === 'listing' ? { listingId: property.id } : { projectId: property.id }),
        leadId,
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
          userId: property.ownerId,
          kind: 'new-inquiry',
          thread: `inquiry:${inserted.id}`,
          text: `${name} asked about "${property.title}"`,
          link: property.ownerPage,
        },
        now,
      );
      responseTimeChanged = await refreshResponseTime(tx, property.ownerId, now);
      return answer(tx, inserted);
    }),
  );
  await mailNotified(services, [mail]);
  // The listing's page shows its number of inquiries; the owner's pages their response time.
  await services.cache.invalidate([
    ...(property.kind === 'listing' ? [cacheTags.listing(property.id)] : []),
    ...(responseTimeChanged ? [cacheTags.account(property.ownerId)] : []),
  ]);
  log.info({ [property.kind === 'listing' ? 'listingId' : 'projectId']: property.id }, 'inquiry sent');
  return sent;
}

/** docs/listings.md#inquiry-send: a buyer asks about a public listing; answers the inquiry as its owner sees it. */
export async function sendInquiry(
  services: Services,
  log: InquiryLog,
  buyer: UserRow,
  listingId: string,
  body: InquiryRequest,
  once: AnswerOnce,
): Promise<Inquiry> {
  if (buyer.role !== 'Buyer') throw forbidden(listingMessages.onlyBuyers);
  const listing = await listingRowById(services.db, listingId);
  if (!listing || !isPublicListing(listing)) throw notFound(listingMessages.notFound);
  const property: AskedProperty = {
    kind: 'listing',
    id: listing.id,
    title: listing.title,
    ownerId: listing.ownerId,
    ownerPage: notificationPages.posterInquiries,
  };
  return ask(services, log, buyer, property, body, once, async (_tx, inserted) =>
    toInquiry(inserted, listing.title, []),
  );
}

/**
 * docs/leads.md#ask-the-builder: a buyer asks a builder about a live project, in the same consent
 * thread as a listing's; answers the inquiry as the buyer sees it.
 */
export async function askBuilder(
  services: Services,
  log: InquiryLog,
  buyer: UserRow,
  projectId: string,
  body: InquiryRequest,
  once: AnswerOnce,
): Promise<SentInquiry> {
  if (buyer.role !== 'Buyer') throw forbidden(listingMessages.onlyBuyers);
  const project = await projectRowById(services.db, projectId);
  if (!project || project.reviewState !== 'approved') throw notFound(projectMessages.notFound);
  const property: AskedProperty = {
    kind: 'builder-project',
    id: project.id,
    title: project.projectName,
    ownerId: project.ownerId,
    ownerPage: notificationPages.leads('Builder'),
  };
  return ask(services, log, buyer, property, body, once, async (tx, inserted) => {
    const [sent] = await sentBy(tx, buyer.id, inserted.id);
    return sent!;
  });
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
