import { Suspense } from 'react';
import { Link } from 'react-router';
import type { SentInquiry, ThreadMessage } from '@/api/contract';
import { Badge } from '@/components/Badge';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { similarSearchHref } from '@/entities/search';
import { statusOf } from '@/entities/status';
import { StatusLine } from '@/features/status';
import { formatShortDate } from '@/lib/dates';
import { propertyHref } from '@/lib/paths';
import { CardFooter, CardHead, CardMuted } from './cardParts';
import { ThreadVisits } from '@/features/site-visits';
import { InquiryThread } from './InquiryThread';
import { SharePhoneAgain } from './SharePhoneAgain';

export interface SentInquiryCardProps {
  inquiry: SentInquiry;
  onWithdraw: (inquiry: SentInquiry) => void;
  /** Shares the number (again); resolves true once it is shared. */
  onShare: (inquiry: SentInquiry, phone: string) => Promise<boolean>;
  /** The buyer's number on their account, offered when they share again. */
  accountPhone: string;
  onReplied: (inquiry: SentInquiry, message: ThreadMessage) => void;
  /** While a change of sharing is on its way. */
  isBusy?: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * docs/listings.md#buyer-inquiries: one inquiry as its buyer sees it: the listing, who answers, the
 * conversation, and whether the buyer's number is shared, with the way to stop or start sharing it.
 */
export function SentInquiryCard({
  inquiry,
  onWithdraw,
  onShare,
  accountPhone,
  onReplied,
  isBusy = false,
}: SentInquiryCardProps) {
  const titleId = `sent-inquiry-${inquiry._id}`;
  const { poster } = inquiry;
  // docs/review.md#status-said-once: the thread says when the property was sold, rented out or withdrawn.
  const status = statusOf(
    {
      kind: inquiry.kind === 'builder-project' ? 'project' : 'listing',
      reviewState: inquiry.listingReviewState,
      listingStatus: inquiry.listingStatus,
    },
    'buyer',
  );
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      footer={
        inquiry.sharedPhone ? (
          <CardFooter>
            <CardMuted>
              {`${poster.name} sees your number ${inquiry.sharedPhone}, shared on ${formatShortDate(inquiry.phoneSharedAt)}.`}
            </CardMuted>
            <Button variant="secondary" size="sm" isDisabled={isBusy} onPress={() => onWithdraw(inquiry)}>
              Stop sharing my number
            </Button>
          </CardFooter>
        ) : (
          <SharePhoneAgain
            posterName={poster.name}
            accountPhone={accountPhone}
            onShare={(phone) => onShare(inquiry, phone)}
            isBusy={isBusy}
          />
        )
      }
    >
      <CardHead>
        <h3 id={titleId}>
          {/* A withdrawn listing has no page to open: its title only. */}
          {inquiry.listingReviewState === 'approved' ? (
            <Link to={propertyHref({ kind: inquiry.kind, _id: inquiry.listingId })}>{inquiry.listingTitle}</Link>
          ) : (
            inquiry.listingTitle
          )}
        </h3>
        {inquiry.unreadReplies > 0 && (
          <Badge tone="info">{plural(inquiry.unreadReplies, 'new reply', 'new replies')}</Badge>
        )}
      </CardHead>
      <CardMuted>
        {`To ${poster.name} (${poster.role}) · `}
        <time dateTime={inquiry.createdAt}>{formatShortDate(inquiry.createdAt)}</time>
      </CardMuted>
      {!status.inSearch && (
        <>
          <StatusLine status={status} />
          {/* Never a dead end: the same city, type, BHK and purpose, as for a favourite that left (a listing's). */}
          {inquiry.similarTo && (
            <Link
              to={similarSearchHref({ kind: 'listing', ...inquiry.similarTo })}
              aria-label={`See similar properties to ${inquiry.listingTitle}`}
            >
              See similar properties
            </Link>
          )}
        </>
      )}
      <InquiryThread
        inquiryId={inquiry._id}
        label={`Conversation with ${poster.name} about ${inquiry.listingTitle}`}
        opening={{ authorName: 'You', text: inquiry.message, createdAt: inquiry.createdAt }}
        thread={inquiry.thread}
        viewer="buyer"
        onSent={(message) => onReplied(inquiry, message)}
      />
      {/* docs/leads.md#site-visits: the visits of this thread, and 'Schedule a visit'. */}
      <Suspense fallback={null}>
        <ThreadVisits
          inquiryId={inquiry._id}
          kind={inquiry.kind}
          propertyId={inquiry.listingId}
          canBook={inquiry.listingReviewState === 'approved' && inquiry.listingStatus === 'live'}
        />
      </Suspense>
    </Card>
  );
}
