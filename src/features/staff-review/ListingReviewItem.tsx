import type { ReactNode } from 'react';
import { listingTypeLabels, purposeLabels, type ListingQueueItem } from '@/api';
import { rateFlagText } from '@/components/RateQuestion';
import { MediaRow } from '@/components/MediaRow';
import { locationLine } from '@/entities/listing';
import { listingChanges } from '@/entities/revision';
import { listingStatusFacts, statusOf } from '@/entities/status';
import { PlaceLine } from './PlaceLine';
import { formatShortDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { formatCardPrice } from '@/lib/price';
import { EditMark } from './EditMark';
import { RevisionChanges } from './RevisionChanges';
import { ItemDescription, ItemFacts, ItemFlag, ItemLink, ItemTitle, photoCount } from './reviewItemParts';

export interface ListingReviewItemProps {
  listing: ListingQueueItem;
  /** Approve and Reject. */
  actions: ReactNode;
}

/**
 * A seller's or agent's listing waiting for the team: what it is, who posted it and when; for an edit
 * of a live listing, what the edit changes (docs/review.md#revisions); its pincode beside the state it
 * must lie in, and a price far from its city's usual rate (docs/review.md#review-rate-flag).
 */
export function ListingReviewItem({ listing, actions }: ListingReviewItemProps) {
  const titleId = `review-listing-${listing._id}`;
  const { revision } = listing;
  const status = statusOf(listingStatusFacts(listing), 'staff');
  const price = `${formatCardPrice(listing.price)}${listing.purpose === 'rent' ? ' a month' : ''}`;
  return (
    <MediaRow labelledBy={titleId} imageUrl={listing.photos[0]?.url} stackBelow="mobile" actions={actions}>
      <ItemTitle id={titleId}>{listing.title}</ItemTitle>
      {revision && <EditMark kind="listing" status={status} revision={revision} />}
      <ItemFacts>
        {listingTypeLabels[listing.propertyType]} · {purposeLabels[listing.purpose]} · {locationLine(listing)} · {price}
      </ItemFacts>
      <ItemFacts>
        By {listing.poster.name} ({listing.poster.role}) · Sent{' '}
        {formatShortDate(revision?.submittedAt ?? listing.updatedAt)} · {photoCount(listing.photos.length)}
      </ItemFacts>
      {listing.rateFlag && <ItemFlag>{rateFlagText(listing.rateFlag)}</ItemFlag>}
      {revision ? (
        <RevisionChanges changes={listingChanges(listing, revision.version)} />
      ) : (
        <ItemDescription>{listing.description}</ItemDescription>
      )}
      <PlaceLine place={(revision?.version ?? listing).place} />
      <ItemLink to={paths.propertyDetail(listing._id)}>
        {!revision ? 'Open the full listing' : status.inSearch ? 'Open the live listing' : 'Open the published listing'}
      </ItemLink>
    </MediaRow>
  );
}
