import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { describeError, isApiError, type Listing } from '@/api';
import { purposeLabels } from '@/api/contract';
import { Badge } from '@/components/Badge';
import { CarpetRate } from '@/components/CarpetRate';
import { ConfirmedAvailable } from '@/components/ConfirmedAvailable';
import { EmptyState } from '@/components/EmptyState';
import { HydrateWhenSeen } from '@/components/HydrateWhenSeen';
import { AsyncContent } from '@/components/AsyncContent';
import { boldFacts, Fact } from '@/components/FactList';
import { PageLayout, PageSection, SectionColumn, TwoColumns } from '@/components/PageLayout';
import { PhotoGallery } from '@/components/PhotoGallery';
import { LocalityNote } from '@/components/PlaceLine';
import { localityDistanceText } from '@/entities/locality';
import { aroundItem } from '@/entities/place';
import { formatShortDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { EmiEstimate, ShareButton, StickyContactBar } from '@/features/buyer-tools';
import { useAuth } from '@/features/auth';
import { FavouriteButton } from '@/features/favourites';
import { ChangesPreview } from '@/features/revision-preview';
import { amenityLabel } from '@/entities/amenity';
import { useListing } from './api';
import { ContactPanel } from './ContactPanel';
import { ReportListing } from './ReportListing';
import { SimilarListings } from './SimilarListings';
import { detailPrice, listingFacts, listingRate, locationLine } from '@/entities/listing';
import { pageTitle } from '@/lib/pageTitle';

/**
 * /property-detail/{id}: one listing, for everyone once approved; its owner sees it in any review
 * state, and at ?version=changes their changes waiting for review (docs/review.md#revisions).
 */
export function PropertyDetailPage() {
  const { id } = useParams<{ id: string }>();
  const listing = useListing(id);
  return (
    <AsyncContent
      load={listing}
      loadingLabel="Loading property"
      errorTitle="Unable to Load Property"
      describe={describeError}
      notFound={listingNotFound}
      frame={(state) => <PageLayout title="Property Details">{state}</PageLayout>}
    >
      {(loaded) => (
        <ChangesPreview live={loaded} liveHref={paths.propertyDetail(loaded._id)}>
          {(listing, banner) => <ListingDetails listing={listing} banner={banner} />}
        </ChangesPreview>
      )}
    </AsyncContent>
  );
}

/** A listing that is not there, or no longer: 404 is not found (or not live yet); 410 is gone. */
function listingNotFound(error: unknown) {
  // docs/listings.md#listing-status: 410 is an approved listing paused, held, sold or rented; the server says which.
  const gone = isApiError(error) && error.status === 410;
  if (!gone && !(isApiError(error) && error.status === 404)) return null;
  const title = gone ? 'Listing Not Available' : 'Property Not Found';
  return (
    <>
      <title>{pageTitle(title)}</title>
      <EmptyState
        title={title}
        message={
          gone ? error.message : "The property you're looking for doesn't exist, has been removed, or is not live yet."
        }
        action={<Link to={paths.allProperties}>Browse all properties</Link>}
      />
    </>
  );
}

/** The listing's page; `banner` says when it shows its owner's changes rather than the live version. */
function ListingDetails({ listing, banner }: { listing: Listing; banner?: ReactNode }) {
  const { user } = useAuth();
  const rate = listingRate(listing);
  const { location } = listing;
  return (
    <PageLayout
      title={listing.title}
      subtitle={
        <>
          <Badge tone={listing.purpose === 'rent' ? 'info' : 'brand'}>{purposeLabels[listing.purpose]}</Badge>{' '}
          {locationLine(listing)}
        </>
      }
      actions={
        <PriceBlock>
          <Price>{detailPrice(listing)}</Price>
          {rate && <Rate rate={rate} explain />}
          <Actions>
            <FavouriteButton
              property={{
                _id: listing._id,
                kind: 'listing',
                title: listing.title,
                price: listing.price ?? undefined,
                city: location.city,
                coverPhoto: listing.photos[0]?.url,
              }}
              title={listing.title}
            />
            <ShareButton title={listing.title} />
          </Actions>
        </PriceBlock>
      }
    >
      <title>{pageTitle(listing.title)}</title>
      {banner}
      {/* One flex item: the similar listings' empty placeholder adds no gap under the details. */}
      <div>
        <TwoColumns $side="22rem">
          <SectionColumn>
            <PhotoGallery photos={listing.photos} title={listing.title} />
            <Section aria-labelledby="facts-heading">
              <h2 id="facts-heading">Key facts</h2>
              <Facts>
                {listingFacts(listing).map((fact) => (
                  <Fact key={fact.label} term={fact.label}>
                    {fact.value}
                  </Fact>
                ))}
              </Facts>
            </Section>
            {listing.purpose === 'sale' && listing.price ? (
              <HydrateWhenSeen>
                <EmiEstimate price={listing.price} />
              </HydrateWhenSeen>
            ) : null}
            <HydrateWhenSeen>
              <Section aria-labelledby="about-heading">
                <h2 id="about-heading">About this property</h2>
                <Description>{listing.description}</Description>
                <Muted>{`Posted on ${formatShortDate(listing.createdAt)}`}</Muted>
                <ConfirmedAvailable confirmedAt={listing.confirmedAt} />
              </Section>
            </HydrateWhenSeen>
            {listing.amenities.length > 0 && (
              <HydrateWhenSeen>
                <Section aria-labelledby="amenities-heading">
                  <h2 id="amenities-heading">Amenities</h2>
                  <Chips>
                    {listing.amenities.map((amenity) => (
                      <li key={amenity}>{amenityLabel(amenity)}</li>
                    ))}
                  </Chips>
                </Section>
              </HydrateWhenSeen>
            )}
            <HydrateWhenSeen>
              <Section aria-labelledby="location-heading">
                <h2 id="location-heading">Location</h2>
                <address>
                  {[location.address, location.locality, `${location.city}, ${location.state} ${location.pincode}`]
                    .filter(Boolean)
                    .map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                </address>
                {location.landmark && <Muted>{location.landmark}</Muted>}
                {location.locality && location.city && (
                  <LocalityNote
                    locality={location.locality}
                    city={location.city}
                    distance={
                      listing.kmFromLocalityCentre != null
                        ? localityDistanceText(listing.kmFromLocalityCentre, location.locality)
                        : undefined
                    }
                    around={aroundItem(listing, location.city)}
                  />
                )}
              </Section>
            </HydrateWhenSeen>
            <HydrateWhenSeen>
              <ReportListing listing={listing} />
            </HydrateWhenSeen>
          </SectionColumn>
          <ContactPanel listing={listing} />
        </TwoColumns>
        <SimilarListings listingId={listing._id} city={location.city} />
      </div>
      {user?._id !== listing.postedBy && <StickyContactBar price={detailPrice(listing)} label="Price and contact" />}
    </PageLayout>
  );
}

const PriceBlock = styled.div`
  display: grid;
  grid-template-columns: auto auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  grid-row: 1 / span 2;
  grid-column: 2;
`;

/** Under the price, beside the heart. */
const Rate = styled(CarpetRate)`
  grid-column: 1;
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Section = styled(PageSection)`
  address {
    display: flex;
    flex-direction: column;
    font-style: normal;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  ${boldFacts('sm')}
`;

const Description = styled.p`
  white-space: pre-line;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    font-size: ${({ theme }) => theme.font.size.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;
