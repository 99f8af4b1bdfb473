import type { BuilderProject, Listing, ListingStatus, ReviewState } from '@/api/contract';
import { freshnessOf } from '@/api/contract/freshnessRules';

// docs/review.md#status-said-once: where a listing or project stands, said once for each audience.

/** Who reads the status: the item's owner, a buyer who saved it or wrote about it, the Nivaas team. */
export const audiences = ['owner', 'buyer', 'staff'] as const;
export type Audience = (typeof audiences)[number];

/** Where an item stands: its review state until approved, then where buyers find it. */
export const standings = ['pending_review', 'rejected', 'live', 'paused', 'held', 'sold', 'rented'] as const;
export type Standing = (typeof standings)[number];

/** A badge's tone, as the Badge names them (an entity names no component). */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** What the status reads: a listing's or project's review state, and a listing's status. */
export interface StatusFacts {
  kind: 'listing' | 'project';
  /** Absent in an answer from before the field: it was approved, or nobody would hold it. */
  reviewState?: ReviewState;
  /** Listings only; absent: live. */
  listingStatus?: ListingStatus;
  /** Listings only: with `now`, a listing 30 days unconfirmed reads paused before the sweep pauses it. */
  confirmedAt?: string;
}

export interface ItemStatus {
  standing: Standing;
  /** A word or two: the badge, the tab, the first word of the owner's note ('Sold.'). */
  label: string;
  tone: StatusTone;
  /** What it means for this audience, a clause that follows the label: 'Sold: buyers no longer see it'. */
  detail: string;
  /** Whether buyers find it: in search, on its page, in their favourites as something to act on. */
  inSearch: boolean;
}

/** The standing of the facts: the review state until approved, then the listing's status. */
export function standingOf({ reviewState = 'approved', listingStatus = 'live', confirmedAt }: StatusFacts, now?: Date) {
  if (reviewState !== 'approved') return reviewState;
  return now && confirmedAt && freshnessOf({ status: listingStatus, confirmedAt }, now) === 'paused'
    ? 'paused'
    : listingStatus;
}

type Said = Pick<ItemStatus, 'label' | 'tone' | 'detail'>;
const said = (label: string, tone: StatusTone, detail: string): Said => ({ label, tone, detail });

/** Gone from the buyer's view: why is the owner's and the team's business (docs/listings.md#favourites-availability). */
const noLonger = (detail: string) => said('No longer available', 'neutral', detail);

const texts: Record<Audience, (kind: StatusFacts['kind']) => Record<Standing, Said>> = {
  owner: (kind) => ({
    pending_review: said('Pending Review', 'warning', 'our team reviews it before buyers see it'),
    rejected: said('Rejected', 'danger', 'our team sent it back with a reason'),
    live: said(
      'Live',
      'success',
      kind === 'listing' ? 'buyers can find this listing and send you inquiries' : 'buyers can find this project',
    ),
    paused: said('Paused', 'warning', 'confirm it is still available'),
    held: said('Paused', 'warning', 'buyers reported it, and the Nivaas team is checking'),
    sold: said('Sold', 'neutral', 'buyers no longer see it'),
    rented: said('Rented out', 'neutral', 'buyers no longer see it'),
  }),
  buyer: () => ({
    pending_review: noLonger('this property was withdrawn from Nivaas'),
    rejected: noLonger('this property was withdrawn from Nivaas'),
    live: said('Available', 'success', 'this property is on the market'),
    paused: noLonger('this property is off the market for now'),
    held: noLonger('this property is off the market for now'),
    sold: said('Sold', 'neutral', 'this property has been sold'),
    rented: said('Rented out', 'neutral', 'this property has been rented out'),
  }),
  staff: () => ({
    pending_review: said('Pending Review', 'warning', 'waiting for a decision'),
    rejected: said('Rejected', 'danger', 'sent back to its owner'),
    live: said('Live', 'success', 'buyers find it in search'),
    paused: said('Paused', 'warning', 'out of search until its owner confirms it is still available'),
    held: said('Held', 'warning', 'out of search until the team decides'),
    sold: said('Sold', 'neutral', 'out of search, marked sold by its owner'),
    rented: said('Rented', 'neutral', 'out of search, marked rented out by its owner'),
  }),
};

/**
 * docs/review.md#status-said-once: the status of a listing or project for one audience, so nobody
 * reads "Live" of an item buyers no longer find. `now` lets the owner's view count an unconfirmed
 * listing as paused before the sweep does.
 */
export function statusOf(item: StatusFacts, audience: Audience, now?: Date): ItemStatus {
  const standing = standingOf(item, now);
  return { standing, ...texts[audience](item.kind)[standing], inSearch: standing === 'live' };
}

/** The status as a sentence: 'Sold: buyers no longer see it.' for a line, a toast or a note. */
export const statusSentence = ({ label, detail }: Pick<ItemStatus, 'label' | 'detail'>) => `${label}: ${detail}.`;

/** The detail alone as a sentence: 'This property has been sold.' */
export const detailSentence = ({ detail }: Pick<ItemStatus, 'detail'>) =>
  `${detail.charAt(0).toUpperCase()}${detail.slice(1)}.`;

export type StatusCounts = Record<Standing | 'all', number>;

/** docs/review.md#status-said-once: how many items stand where, for the headers, tabs and banners. */
export function statusCounts(items: readonly StatusFacts[], now?: Date): StatusCounts {
  const counts = Object.fromEntries([...standings, 'all'].map((key) => [key, 0])) as StatusCounts;
  for (const item of items) {
    counts[standingOf(item, now)] += 1;
    counts.all += 1;
  }
  return counts;
}

/** A listing's facts, as its answer holds them. */
export const listingStatusFacts = (listing: Pick<Listing, 'reviewState' | 'status' | 'confirmedAt'>): StatusFacts => ({
  kind: 'listing',
  reviewState: listing.reviewState,
  listingStatus: listing.status,
  confirmedAt: listing.confirmedAt,
});

/** A project's facts: a project has a review state and no listing status. */
export const projectStatusFacts = (project: Pick<BuilderProject, 'reviewState'>): StatusFacts => ({
  kind: 'project',
  reviewState: project.reviewState,
});
