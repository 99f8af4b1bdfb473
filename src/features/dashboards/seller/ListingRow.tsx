import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { listingTypeLabels, purposeLabels, type Listing } from '@/api/contract';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { MediaRow } from '@/components/MediaRow';
import { ReviewStateBadge } from '@/features/builder-workspace';
import { formatShortDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { formatCardPrice } from '@/lib/price';
import { plural } from './listings';

export interface ListingRowProps {
  listing: Listing;
  onDelete: (listing: Listing) => void;
}

/** One of the poster's listings: where it stands in review, how it does, and what can be done with it. */
export function ListingRow({ listing, onDelete }: ListingRowProps) {
  const titleId = `my-listing-${listing._id}`;
  const { title } = listing;
  return (
    <MediaRow
      labelledBy={titleId}
      imageUrl={listing.photos[0]}
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
      <TitleLine>
        <h3 id={titleId}>
          <Link to={paths.propertyDetail(listing._id)}>{title}</Link>
        </h3>
        <ReviewStateBadge state={listing.reviewState} />
      </TitleLine>
      <Muted>
        {listingTypeLabels[listing.propertyType]} · {purposeLabels[listing.purpose]} · {listing.location.locality},{' '}
        {listing.location.city}
      </Muted>
      <Muted>
        {formatCardPrice(listing.price)}
        {listing.purpose === 'rent' ? ' a month' : ''} · {plural(listing.views, 'view')} ·{' '}
        {plural(listing.inquiryCount, 'inquiry', 'inquiries')} · Updated {formatShortDate(listing.updatedAt)}
      </Muted>
      {listing.reviewState === 'rejected' && (
        <Reason>
          <strong>Sent back by our team:</strong> {listing.reviewReason || 'No reason was given.'} Edit the listing and
          submit it again.
        </Reason>
      )}
      {listing.reviewState === 'pending_review' && (
        <Muted>Our team reviews new and edited listings before buyers see them, usually within two working days.</Muted>
      )}
    </MediaRow>
  );
}

const TitleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  a {
    color: inherit;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Reason = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSoft};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
