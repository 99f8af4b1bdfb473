import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { sendInquiry, type Listing } from '@/api';
import { Badge } from '@/components/Badge';
import { Banner } from '@/components/Banner';
import { ButtonLink } from '@/components/ButtonLink';
import { cardPanel } from '@/components/Card';
import { responseTimeText } from '@/entities/owner';
import { detailSentence, listingStatusFacts, statusOf } from '@/entities/status';
import { InquiryForm } from '@/features/ask-owner';
import { ScheduleVisit } from '@/features/site-visits';
import { SignedOutOnly, useAuth } from '@/features/auth';
import { CONTACT_TARGET_ID } from '@/features/buyer-tools';
import { paths } from '@/lib/paths';

const reviewCopy = {
  pending_review: {
    tone: 'info',
    title: 'Waiting for review',
    text: 'Our team checks every listing before buyers can see it. You will see the decision here and on your dashboard.',
  },
  rejected: { tone: 'danger', title: 'Changes needed', text: 'Our team sent this listing back:' },
} as const;

/** The owner's banner: the review notes until approved, then the status (docs/review.md#status-said-once). */
function ownerCopy(listing: Listing) {
  if (listing.reviewState !== 'approved') return reviewCopy[listing.reviewState];
  const status = statusOf(listingStatusFacts(listing), 'owner');
  const tone = status.tone === 'success' ? ('success' as const) : ('info' as const);
  return { tone, title: status.label, text: detailSentence(status) };
}

/**
 * Beside the listing, by viewer: the owner sees its review state; a signed-in buyer gets the inquiry
 * form; a visitor a sign-in link that comes back here; other roles a note.
 */
export function ContactPanel({ listing }: { listing: Listing }) {
  const { user } = useAuth();
  const { pathname } = useLocation();

  if (user && user._id === listing.postedBy) {
    const copy = ownerCopy(listing);
    return (
      <Panel aria-label="Your listing">
        <Banner tone={copy.tone} title={copy.title}>
          {copy.text}
          {listing.reviewState === 'rejected' && listing.reviewReason && <Reason>{listing.reviewReason}</Reason>}
        </Banner>
        <Stats>
          {`${listing.views} ${listing.views === 1 ? 'view' : 'views'} · ${listing.inquiryCount} ${
            listing.inquiryCount === 1 ? 'inquiry' : 'inquiries'
          }`}
        </Stats>
        <ButtonLink variant="secondary" to={paths.editProperty(listing._id)}>
          Edit listing
        </ButtonLink>
      </Panel>
    );
  }

  return (
    <Panel aria-label="Contact" id={CONTACT_TARGET_ID}>
      <Poster listing={listing} />
      {!user && (
        <SignedOutOnly>
          <p>
            <Link to={paths.login} state={{ from: pathname }}>
              Sign in to contact the {listing.poster.role.toLowerCase()}
            </Link>{' '}
            through Nivaas: your number stays private unless you share it.
          </p>
        </SignedOutOnly>
      )}
      {user?.role === 'Buyer' && (
        <InquiryForm
          send={(request) => sendInquiry(listing._id, request)}
          name={user.name}
          phone={user.phone ?? ''}
          posterName={listing.poster.name}
        />
      )}
      {/* docs/leads.md#site-visits: beside the inquiry, loaded on its own. */}
      {user?.role === 'Buyer' && (
        <Suspense fallback={null}>
          <ScheduleVisit kind="listing" propertyId={listing._id} />
        </Suspense>
      )}
      {user && user.role !== 'Buyer' && <Note>Inquiries are sent from buyer accounts.</Note>}
    </Panel>
  );
}

/** docs/listings.md#contact-details: the poster's name and role only, never their phone or e-mail. */
function Poster({ listing }: { listing: Listing }) {
  const { name, role } = listing.poster;
  // docs/leads.md#response-time: only when the server sends it.
  const replies = responseTimeText(listing.poster.responseTime);
  return (
    <div>
      <Muted>Posted by</Muted>
      <PosterName>
        {name} <Role>({role})</Role>
      </PosterName>
      {replies && (
        <Badge tone="info" icon="⏱">
          {replies}
        </Badge>
      )}
    </div>
  );
}

const Panel = styled.section`
  ${cardPanel(4, 5)}
  a {
    color: ${({ theme }) => theme.color.primaryHover};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Reason = styled.q`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  font-style: italic;
`;

const Stats = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const PosterName = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Role = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
