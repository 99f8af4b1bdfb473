import { listingMessages, type SentInquiry } from '@/api/contract';
import type { Db, Queryable } from '../db/client';
import type { InquiryRow } from '../db/schema';
import { notFound } from '../http/errors';
import type { Services } from '../services';
import {
  markBuyerSeen,
  sentInquiryRows,
  setPhoneConsent,
  threadsOf,
  toSentInquiry,
  unreadRepliesCount,
} from './queries';

/* The buyer's side of their inquiries (server/inquiries/sentRoutes.ts): what they sent, seen, consent. */

/** docs/listings.md#buyer-inquiries: the buyer's inquiries (one, or all newest first) with the poster's name and role and the threads. */
export async function sentBy(db: Queryable, buyerId: string, inquiryId?: string): Promise<SentInquiry[]> {
  const rows = await sentInquiryRows(db, buyerId, inquiryId);
  const threads = await threadsOf(
    db,
    rows.map((r) => r.inquiry),
  );
  return rows.map((r) =>
    toSentInquiry(
      r.inquiry,
      r.title,
      { name: r.posterName, role: r.posterRole as SentInquiry['poster']['role'] },
      threads.get(r.inquiry.id)!,
      r.listing
        ? {
            kind: 'listing',
            listingReviewState: r.listing.reviewState,
            listingStatus: r.listing.status,
            similarTo: {
              city: r.listing.city,
              propertyType: r.listing.propertyType,
              ...(r.listing.bhk === null ? {} : { bhk: r.listing.bhk }),
              purpose: r.listing.purpose,
            },
          }
        : // A project has no freshness of its own: it is live while approved (docs/leads.md#ask-the-builder).
          { kind: 'builder-project', listingReviewState: r.projectReviewState ?? 'approved', listingStatus: 'live' },
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
