import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { FavouriteProperty } from '@/api/contract';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { EmptyState } from '@/components/EmptyState';
import { MediaRow } from '@/components/MediaRow';
import { PageLayout, PageSection, PageSpinner, StackList } from '@/components/PageLayout';
import { CarpetRate } from '@/components/CarpetRate';
import { ReraLine } from '@/components/ReraLine';
import { projectText, reraOf } from '@/entities/project';
import { greetingOf, useAuth } from '@/features/auth';
import { CompareToggle, CompareTray } from '@/features/compare';
import { useFavourites } from '@/features/favourites';
import { SentInquiries } from '@/features/inquiries';
import { StatusLine } from '@/features/status';
import { cardRate, similarSearchHref } from '@/entities/search';
import { statusOf } from '@/entities/status';
import { readRecentSearches } from '@/features/search';
import { SavedSearchList } from '@/features/saved-searches';
import { UpcomingVisits } from '@/features/site-visits';
import { formatShortDate } from '@/lib/dates';
import { paths, propertyHref } from '@/lib/paths';
import { formatCardPrice } from '@/lib/price';

/** Shortcuts into the property list, as searches buyers run most. */
const quickLinks = [
  { label: 'All properties', to: paths.properties },
  { label: 'Homes to buy', to: `${paths.properties}?purpose=sale` },
  { label: 'Homes to rent', to: `${paths.properties}?purpose=rent` },
  { label: 'New projects', to: `${paths.properties}?kind=builder-project` },
  { label: 'Ready to move', to: `${paths.properties}?status=ready+to+move` },
];

/**
 * /buyer: the buyer's favourites (docs/listings.md#favourites-add, docs/listings.md#favourites-remove,
 * optimistic), their site visits to come (docs/leads.md#your-visits), their inquiries with the replies (docs/listings.md#buyer-inquiries), recent searches
 * and ways into the list.
 */
export function BuyerDashboard() {
  const { user } = useAuth();
  const { favourites, isLoading, remove } = useFavourites();
  // Read once: the searches were stored by the property list on earlier visits.
  const [recent] = useState(readRecentSearches);

  return (
    <PageLayout
      title="Buyer Dashboard"
      subtitle={user ? greetingOf(user) : undefined}
      actions={<ButtonLink to={paths.properties}>Browse Properties</ButtonLink>}
    >
      <Section aria-labelledby="favourites-heading">
        <h2 id="favourites-heading">
          Your favourites{!isLoading && favourites.length > 0 ? ` (${favourites.length})` : ''}
        </h2>
        {isLoading ? (
          <PageSpinner label="Loading your favourites" />
        ) : favourites.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No favourites yet"
            message="Tap the heart on a property to keep it here and compare later."
            action={<ButtonLink to={paths.properties}>Find properties</ButtonLink>}
          />
        ) : (
          <StackList aria-label="Favourites">
            {favourites.map((property) => (
              <li key={property._id}>
                <FavouriteRow property={property} onRemove={() => void remove(property._id)} />
              </li>
            ))}
          </StackList>
        )}
      </Section>
      <Section aria-labelledby="visits-heading">
        <h2 id="visits-heading">Your site visits</h2>
        <Suspense fallback={<PageSpinner label="Loading your site visits" />}>
          <UpcomingVisits />
        </Suspense>
      </Section>
      <Section aria-labelledby="inquiries-heading">
        <h2 id="inquiries-heading">Your inquiries</h2>
        <SentInquiries />
      </Section>
      <Section aria-labelledby="saved-searches-heading">
        <h2 id="saved-searches-heading">Saved searches</h2>
        <SavedSearchList />
      </Section>
      <Columns>
        <Section aria-labelledby="recent-heading">
          <h2 id="recent-heading">Recent searches</h2>
          {recent.length === 0 ? (
            <Muted>Your searches on this device will show here, ready to run again.</Muted>
          ) : (
            <Links>
              {recent.map((search) => (
                <li key={search.search}>
                  <Link to={`${paths.properties}?${search.search}`}>{search.label}</Link>
                  <Muted as="span">{` · ${formatShortDate(search.searchedAt)}`}</Muted>
                </li>
              ))}
            </Links>
          )}
        </Section>
        <Section as="nav" aria-labelledby="quick-heading">
          <h2 id="quick-heading">Quick links</h2>
          <Links>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </Links>
        </Section>
      </Columns>
      <CompareTray />
    </PageLayout>
  );
}

/** A saved listing's price and city; a saved project's price, area and status as every page writes them. */
function favouriteFacts(property: FavouriteProperty): string[] {
  if (property.kind !== 'builder-project')
    return [formatCardPrice(property.price), property.city ?? ''].filter(Boolean);
  const text = projectText(property);
  return [text.price, text.area, text.status, property.city ?? ''].filter(Boolean);
}

function FavouriteRow({ property, onRemove }: { property: FavouriteProperty; onRemove: () => void }) {
  const titleId = `favourite-${property._id}`;
  const title = property.title ?? 'Saved property';
  const rera = reraOf(property);
  const rate = cardRate(property);
  // docs/listings.md#favourites-availability: a property gone from the market says so and why, with no
  // price to act on and no page to open, but similar properties to look at (docs/review.md#status-said-once).
  const kind = property.kind ?? 'listing';
  const status = statusOf(
    {
      kind: kind === 'listing' ? 'listing' : 'project',
      reviewState: property.reviewState,
      listingStatus: property.listingStatus,
    },
    'buyer',
  );
  const gone = !status.inSearch;
  return (
    <MediaRow
      labelledBy={titleId}
      imageUrl={property.coverPhoto}
      actions={
        <>
          {!gone && kind === 'listing' && <CompareToggle item={{ _id: property._id, title }} />}
          <Button variant="secondary" size="sm" onPress={onRemove} aria-label={`Remove ${title}`}>
            Remove
          </Button>
        </>
      }
    >
      <h3 id={titleId}>{gone ? title : <Link to={propertyHref({ _id: property._id, kind })}>{title}</Link>}</h3>
      {gone ? (
        <>
          <StatusLine status={status} />
          <Link to={similarSearchHref(property)} aria-label={`See similar properties to ${title}`}>
            See similar properties
          </Link>
        </>
      ) : (
        <>
          <Muted>{favouriteFacts(property).join(' · ')}</Muted>
          {/* docs/portfolio.md#project-card-rera: a saved project's registration, as on its card. */}
          {rera && <ReraLine {...rera} />}
          {rate && <CarpetRate rate={rate} />}
        </>
      )}
    </MediaRow>
  );
}

const Section = styled(PageSection)`
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  a {
    color: ${({ theme }) => theme.color.primaryHover};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
