import { goesLiveAtOnce, type BuilderProject, type Listing, type ReviewedItemKind } from '@/api/contract';
import { db, mockNow } from './db';
import { withoutRevision, withRevision } from './factories';

/**
 * docs/review.md#revisions over the mock db, like server/review/revisions.ts: an owner's edit of a
 * live item waits as its one revision (kept on the item, left out of public answers) unless it may
 * go live at once; staff publish or reject it; the owner withdraws it.
 */

type Revised = Listing | BuilderProject;
type VersionOf<Item extends Revised> = NonNullable<Item['revision']>['version'];

const priceOf = (item: Revised) => ('price' in item ? item.price : (item.expectedPrice ?? null));

/** The price staff last approved: the anchor of docs/review.md#edits-live-at-once. */
const approvedPriceOf = (item: Revised) => db.reviewedPrices.get(item._id) ?? priceOf(item);

/** Owners and staff read a live item's waiting edit beside it; anyone else reads the published version alone. */
export const asReadBy = <Item extends Revised>(item: Item, viewer: { _id: string; isStaff?: boolean } | null) =>
  viewer && (viewer._id === item.postedBy || viewer.isStaff === true) ? item : withoutRevision(item);

/** What an owner's edit starts from: the waiting (or rejected) edit when there is one, else the item. */
export const editBase = <Item extends Revised>(item: Item): Item | VersionOf<Item> => item.revision?.version ?? item;

/** Whether staff have an edit of a live item to decide on. */
export const waitingRevision = (item: Revised) => item.revision?.state === 'pending_review';

/** What a review queue orders by: the longest-waiting first. */
export const waitingSince = (item: Revised) => item.revision?.updatedAt ?? item.updatedAt ?? item.createdAt;

export interface LiveEdit<Item extends Revised> {
  kind: ReviewedItemKind;
  published: Item;
  /** The edited fields, by the item's names. */
  fields: Partial<VersionOf<Item>>;
  /** The edited photos or media, as the version reads them. */
  images: Partial<VersionOf<Item>>;
  /** The images before and after the edit, each named so that a new upload is never a saved one. */
  imageNames: { published: readonly unknown[]; edited: readonly unknown[] };
}

/** An owner's edit of an approved item: the item it leaves (changed at once, or with its revision). */
export function saveLiveEdit<Item extends Revised>({ kind, published, fields, images, imageNames }: LiveEdit<Item>) {
  const reviewedPrice = approvedPriceOf(published);
  const live = goesLiveAtOnce({
    kind,
    published: { ...published, reviewedPrice },
    publishedImages: imageNames.published,
    edited: fields,
    images: imageNames.edited,
  });
  const now = mockNow();
  if (live) {
    if (reviewedPrice !== null) db.reviewedPrices.set(published._id, reviewedPrice);
    return { ...withoutRevision(published), ...fields, updatedAt: now } as Item;
  }
  const waiting = waitingRevision(published) ? published.revision : undefined;
  const base = withoutRevision(published) as Item;
  return withRevision(base, { ...fields, ...images }, { submittedAt: waiting?.submittedAt ?? now, updatedAt: now });
}

/** What a live item keeps through a publish: what buyers did with it and its listing status. */
const keptThroughPublish = ['views', 'inquiryCount', 'status', 'reportHold'] as const;

/**
 * Staff's decision on the item's waiting edit: approve publishes it (the item takes its version),
 * reject keeps the published version and tells the owner why.
 */
export function decideRevision<Item extends Revised>(
  item: Item,
  decision: { state: 'approved' | 'rejected'; reason?: string },
) {
  const revision = item.revision!;
  if (decision.state === 'rejected')
    return { ...item, revision: { ...revision, state: 'rejected', reason: decision.reason } } as Item;
  const now = mockNow();
  const { reviewReason: _reason, ...version } = revision.version;
  const kept = Object.fromEntries(
    keptThroughPublish.flatMap((key) => (key in item ? [[key, item[key as keyof Item]]] : [])),
  );
  db.reviewedPrices.delete(item._id);
  return {
    ...version,
    ...kept,
    reviewState: 'approved',
    updatedAt: now,
    // docs/listings.md#confirmed-available: approving the owner's edit confirms the listing.
    ...('confirmedAt' in item ? { confirmedAt: now } : {}),
  } as Item;
}
