import type { ReactNode } from 'react';
import { listingTypeLabels, purposeLabels, type Listing } from '@/api';
import { MediaRow } from '@/components/MediaRow';
import { listingPlace } from '@/entities/listing';
import { formatShortDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { formatCardPrice } from '@/lib/price';
import { ItemDescription, ItemFacts, ItemLink, ItemTitle, photoCount } from './reviewItemParts';

export interface ListingReviewItemProps {
  listing: Listing;
  /** Approve and Reject. */
  actions: ReactNode;
}

/** A seller's or agent's listing waiting for the team: what it is, who posted it and when. */
export function ListingReviewItem({ listing, actions }: ListingReviewItemProps) {
  const titleId = `review-listing-${listing._id}`;
  const price = `${formatCardPrice(listing.price)}${listing.purpose === 'rent' ? ' a month' : ''}`;
  return (
    <MediaRow labelledBy={titleId} imageUrl={listing.photos[0]} stackBelow="mobile" actions={actions}>
      <ItemTitle id={titleId}>{listing.title}</ItemTitle>
      <ItemFacts>
        {listingTypeLabels[listing.propertyType]} · {purposeLabels[listing.purpose]} · {listingPlace(listing)} · {price}
      </ItemFacts>
      <ItemFacts>
        By {listing.poster.name} ({listing.poster.role}) · Sent {formatShortDate(listing.updatedAt)} ·{' '}
        {photoCount(listing.photos.length)}
      </ItemFacts>
      <ItemDescription>{listing.description}</ItemDescription>
      <ItemLink to={paths.propertyDetail(listing._id)}>Open the full listing</ItemLink>
    </MediaRow>
  );
}
