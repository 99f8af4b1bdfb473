import type { ReactNode } from 'react';
import { listingTypeLabels, purposeLabels, type Listing } from '@/api';
import { MediaRow } from '@/components/MediaRow';
import { listingPlace } from '@/entities/listing';
import { listingChanges } from '@/entities/revision';
import { listingStatusFacts, statusOf } from '@/entities/status';
import { formatShortDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { formatCardPrice } from '@/lib/price';
import { EditMark } from './EditMark';
import { RevisionChanges } from './RevisionChanges';
import { ItemDescription, ItemFacts, ItemLink, ItemTitle, photoCount } from './reviewItemParts';

export interface ListingReviewItemProps {
  listing: Listing;
  /** Approve and Reject. */
  actions: ReactNode;
}

/**
 * A seller's or agent's listing waiting for the team: what it is, who posted it and when; for an edit
 * of a live listing, what the edit changes (docs/review.md#revisions).
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
        {listingTypeLabels[listing.propertyType]} · {purposeLabels[listing.purpose]} · {listingPlace(listing)} · {price}
      </ItemFacts>
      <ItemFacts>
        By {listing.poster.name} ({listing.poster.role}) · Sent{' '}
        {formatShortDate(revision?.submittedAt ?? listing.updatedAt)} · {photoCount(listing.photos.length)}
      </ItemFacts>
      {revision ? (
        <RevisionChanges changes={listingChanges(listing, revision.version)} />
      ) : (
        <ItemDescription>{listing.description}</ItemDescription>
      )}
      <ItemLink to={paths.propertyDetail(listing._id)}>
        {!revision ? 'Open the full listing' : status.inSearch ? 'Open the live listing' : 'Open the published listing'}
      </ItemLink>
    </MediaRow>
  );
}
