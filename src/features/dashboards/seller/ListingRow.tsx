import { listingTypeLabels, purposeLabels, type Listing } from '@/api/contract';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { useClock } from '@/components/Clock';
import { MediaRow } from '@/components/MediaRow';
import { FactLine, ReviewSummary } from '@/components/ReviewSummary';
import { listingStatusFacts, statusOf } from '@/entities/status';
import { RevisionNote } from '@/features/revisions';
import { formatShortDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { formatCardPrice } from '@/lib/price';
import { ListingFreshness } from './ListingFreshness';
import { plural } from './listings';

export interface ListingRowProps {
  listing: Listing;
  onDelete: (listing: Listing) => void;
  /** docs/review.md#revisions: takes back the changes waiting beside the live version. */
  onWithdrawChanges: (listing: Listing) => void;
}

/** One of the poster's listings: where it stands in review, how it does, and what can be done with it. */
export function ListingRow({ listing, onDelete, onWithdrawChanges }: ListingRowProps) {
  const titleId = `my-listing-${listing._id}`;
  const { title } = listing;
  const clock = useClock();
  // docs/review.md#status-said-once: the badge, and the word before waiting changes, never 'Live' of a sold one.
  const status = statusOf(listingStatusFacts(listing), 'owner', new Date(clock.now()));
  return (
    <MediaRow
      labelledBy={titleId}
      imageUrl={listing.photos[0]?.url}
      actions={
        <>
          <ButtonLink variant="secondary" size="sm" to={paths.editProperty(listing._id)} aria-label={`Edit ${title}`}>
            Edit
          </ButtonLink>
          <ButtonLink variant="secondary" size="sm" to={paths.propertyDetail(listing._id)} aria-label={`View ${title}`}>
            View
          </ButtonLink>
          <Button variant="ghost" size="sm" onPress={() => onDelete(listing)} aria-label={`Delete ${title}`}>
            Delete
          </Button>
        </>
      }
    >
      <ReviewSummary
        titleId={titleId}
        title={title}
        href={paths.propertyDetail(listing._id)}
        state={listing.reviewState}
        status={status}
        reason={listing.reviewReason}
        noun="listing"
        afterApproval="buyers see them"
      >
        <FactLine>
          {listingTypeLabels[listing.propertyType]} · {purposeLabels[listing.purpose]} · {listing.location.locality},{' '}
          {listing.location.city}
        </FactLine>
        <FactLine>
          {formatCardPrice(listing.price)}
          {listing.purpose === 'rent' ? ' a month' : ''} · {plural(listing.views, 'view')} ·{' '}
          {plural(listing.inquiryCount, 'inquiry', 'inquiries')} · Updated {formatShortDate(listing.updatedAt)}
        </FactLine>
        <RevisionNote
          item={listing}
          status={status}
          name={title}
          liveHref={paths.propertyDetail(listing._id)}
          editHref={paths.editProperty(listing._id)}
          onWithdraw={() => onWithdrawChanges(listing)}
        />
        {listing.reviewState === 'approved' && <ListingFreshness listing={listing} />}
      </ReviewSummary>
    </MediaRow>
  );
}
