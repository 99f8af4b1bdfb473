import { listingMessages, projectMessages, type ReviewState } from '@/api/contract';
import type { UserRow } from '../db/schema';
import { publicListingTags, publicProjectTags } from '../http/responseCache';

/** What staff review: a Seller's or Agent's listing, or a builder's project. */
export type ReviewedKind = 'listing' | 'project';

export const messages = { listing: listingMessages, project: projectMessages } as const;

/** The cached public answers a change of the item reaches. */
export const publicTagsOf = (kind: ReviewedKind, id: string, ownerId: string) =>
  kind === 'listing' ? publicListingTags(id) : publicProjectTags(id, ownerId);

export interface Decision {
  kind: ReviewedKind;
  id: string;
  staff: Pick<UserRow, 'id'>;
  state: Extract<ReviewState, 'approved' | 'rejected'>;
  reason: string | null;
}

/** The item a decision is about, as its owner's notification names it. */
export interface ReviewedItem {
  kind: ReviewedKind;
  id: string;
  title: string;
  ownerId: string;
}

/** The one line a decision logs: the request's logger, or any with pino's info(details, message). */
export type DecisionLog = { info(details: object, message: string): void };
