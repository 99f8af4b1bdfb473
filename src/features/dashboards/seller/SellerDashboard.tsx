import { Link } from 'react-router';
import useSWR from 'swr';
import styled from 'styled-components';
import { describeError, getMyListings, swrKeys, withdrawListingRevision, type Listing } from '@/api';
import { AsyncContent } from '@/components/AsyncContent';
import { useClock } from '@/components/Clock';
import { ButtonLink } from '@/components/ButtonLink';
import { ConfirmDialog } from '@/components/Dialog';
import { EmptyState } from '@/components/EmptyState';
import { PageLayout, PageSection, StackList } from '@/components/PageLayout';
import { StatCard, StatGrid } from '@/components/StatCard';
import { cardSurface } from '@/components/Card';
import { greetingOf, useAuth } from '@/features/auth';
import { useMyInquiries } from '@/features/inquiries';
import { useWithdrawChanges, WithdrawChangesDialog } from '@/features/revision-withdraw';
import { paths } from '@/lib/paths';
import { ListingRow } from './ListingRow';
import { byLastChange, listingCounts, plural } from './listings';
import { useDeleteListing } from './useDeleteListing';

/** /seller and /agent: the poster's listings, how they stand in review and how buyers respond. */
export function SellerDashboard() {
  const { user } = useAuth();
  const listings = useSWR(swrKeys.myListings, getMyListings);
  const removal = useDeleteListing();
  const withdrawal = useWithdrawChanges<Listing>({ withdraw: withdrawListingRevision, listKey: swrKeys.myListings });
  const postButton = <ButtonLink to={paths.postProperty}>Post Property</ButtonLink>;
  // docs/leads.md#leads-page: the seller's or agent's pipeline.
  const leadsLink = user && (
    <ButtonLink variant="secondary" to={paths.leads(user.role)}>
      Leads
    </ButtonLink>
  );

  return (
    <PageLayout
      title={`${user?.role === 'Agent' ? 'Agent' : 'Seller'} Dashboard`}
      subtitle={user ? greetingOf(user) : undefined}
      actions={
        <>
          {postButton}
          {leadsLink}
        </>
      }
    >
      <AsyncContent
        load={listings}
        loadingLabel="Loading your dashboard"
        errorTitle="Unable to Load Your Listings"
        describe={describeError}
      >
        {(mine) =>
          mine.length === 0 ? (
            <EmptyState
              title="Post your first property"
              message="List a home, a plot or a shop for sale or rent. Our team reviews it, then buyers can find it and send you inquiries."
              action={postButton}
            />
          ) : (
            <Overview listings={mine} onDelete={removal.ask} onWithdrawChanges={withdrawal.ask} />
          )
        }
      </AsyncContent>
      <ConfirmDialog
        isOpen={removal.asked !== null}
        onOpenChange={(open) => !open && removal.cancel()}
        title="Delete this property?"
        message={`${removal.asked?.title ?? 'The property'}, its photos and its inquiries will be removed from Nivaas for good. This cannot be undone.`}
        confirmLabel="Delete property"
        confirmVariant="danger"
        onConfirm={() => void removal.confirm()}
        isPending={removal.isDeleting}
      />
      <WithdrawChangesDialog
        name={withdrawal.asked?.title ?? null}
        isPending={withdrawal.isWithdrawing}
        onCancel={withdrawal.cancel}
        onConfirm={() => void withdrawal.confirm()}
      />
    </PageLayout>
  );
}

interface OverviewProps {
  listings: Listing[];
  onDelete: (listing: Listing) => void;
  onWithdrawChanges: (listing: Listing) => void;
}

function Overview({ listings, onDelete, onWithdrawChanges }: OverviewProps) {
  const clock = useClock();
  const counts = listingCounts(listings, new Date(clock.now()));
  return (
    <>
      <NewInquiries />
      <PageSection aria-labelledby="glance-heading">
        <h2 id="glance-heading">Your listings at a glance</h2>
        <StatGrid $columns={6}>
          <StatCard label="Total Listings" value={counts.all} />
          <StatCard label="Live" value={counts.live} />
          <StatCard label="Pending Review" value={counts.pending_review} />
          <StatCard label="Rejected" value={counts.rejected} />
          <StatCard label="Total Views" value={counts.views} />
          <StatCard label="Total Inquiries" value={counts.inquiries} />
        </StatGrid>
      </PageSection>
      <PageSection aria-labelledby="listings-heading">
        <h2 id="listings-heading">My listings</h2>
        <StackList>
          {byLastChange(listings).map((listing) => (
            <li key={listing._id}>
              <ListingRow listing={listing} onDelete={onDelete} onWithdrawChanges={onWithdrawChanges} />
            </li>
          ))}
        </StackList>
      </PageSection>
    </>
  );
}

/** How many inquiries wait for an answer, linking to them; quiet while they load or if they fail. */
function NewInquiries() {
  const { data } = useMyInquiries();
  if (!data) return null;
  const fresh = data.filter((inquiry) => inquiry.state === 'new').length;
  return (
    <InquiryNote>
      {fresh > 0 ? (
        <Link to={`${paths.inquiries}?state=new`}>{plural(fresh, 'new inquiry', 'new inquiries')} from buyers</Link>
      ) : (
        <>
          No new inquiries. <Link to={paths.inquiries}>See all inquiries</Link>
        </>
      )}
    </InquiryNote>
  );
}

const InquiryNote = styled.p`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  ${cardSurface}
  a {
    color: ${({ theme }) => theme.color.primaryHover};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
