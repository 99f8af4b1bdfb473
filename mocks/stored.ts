import type { Inquiry, Session } from '@/api/contract';
import type { Lead } from '@/api/contract/leads';

/** An account as the mocks keep it. `since`: when it was made (docs/listings.md#report-weight); without it, just now. */
export type MockAccount = Session & { password: string; since?: string };

/**
 * An inquiry as the mocks keep it: the poster's view plus the buyer's account (absent for inquiries a
 * story adds without one), when the buyer last looked at the replies and when the poster last opened
 * My Inquiries.
 */
export type StoredInquiry = Inquiry & {
  buyerId?: string;
  buyerSeenAt?: string;
  posterSeenAt?: string;
  /** docs/leads.md#ask-the-builder: a project's inquiry, whose `listingId` is the project's id too. */
  projectId?: string;
};

/** docs/leads.md: a buyer's lead with an owner, its inquiries by id (the answer reads them from `inquiries`). */
export type StoredLead = Pick<Lead, '_id' | 'stage' | 'lostReason' | 'note' | 'followUpOn' | 'createdAt'> & {
  ownerId: string;
  buyerId?: string;
  inquiryIds: string[];
};
