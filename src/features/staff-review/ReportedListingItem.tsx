import type { ReactNode } from 'react';
import styled from 'styled-components';
import { REPORTS_TO_HOLD, reportReasonLabels, reportWeightLabels, type ReportedListing } from '@/api';
import { Card } from '@/components/Card';
import { statusOf } from '@/entities/status';
import { formatShortDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { ItemFacts, ItemFlag, ItemLink, ItemTitle } from './reviewItemParts';

export interface ReportedListingItemProps {
  listing: ReportedListing;
  /** Restore and Remove. */
  actions: ReactNode;
}

/** docs/review.md#reported-listings: a reported listing with its open reports, oldest first. */
export function ReportedListingItem({ listing, actions }: ReportedListingItemProps) {
  const titleId = `reported-listing-${listing.listingId}`;
  const count = listing.reports.length;
  const counted = listing.reports.filter((report) => report.weight === 'counts').length;
  const held = statusOf({ kind: 'listing', reviewState: 'approved', listingStatus: listing.status }, 'staff');
  return (
    <Card as="article" aria-labelledby={titleId} footer={<Actions>{actions}</Actions>}>
      <ItemTitle id={titleId}>{listing.title}</ItemTitle>
      <ItemFacts>
        {[listing.locality, listing.city].filter(Boolean).join(', ')} · Posted by {listing.ownerName} ·{' '}
        {count === 1 ? '1 open report' : `${count} open reports`}
      </ItemFacts>
      {/* docs/review.md#status-said-once: 'Held: out of search until the team decides'. */}
      {listing.status === 'held' && <ItemFlag>{`${held.label}: ${held.detail}`}</ItemFlag>}
      {/* docs/listings.md#report-weight: reported enough to hold, but by reports that do not count. */}
      {listing.status === 'live' && count >= REPORTS_TO_HOLD && (
        <ItemFlag>{`Live until you decide: ${counted} of its reports count toward a hold`}</ItemFlag>
      )}
      <Reports aria-label={`Reports on ${listing.title}`}>
        {listing.reports.map((report) => (
          <li key={report._id}>
            <strong>{reportReasonLabels[report.reason]}</strong>
            {report.text && <q>{report.text}</q>}
            <ItemFacts>
              {report.reporterName} · {formatShortDate(report.createdAt)}
            </ItemFacts>
            <Weight $counts={report.weight === 'counts'}>{reportWeightLabels[report.weight]}</Weight>
          </li>
        ))}
      </Reports>
      {listing.ownerResponse && (
        <Response aria-label={`The owner's response on ${listing.title}`}>
          <strong>The owner responded</strong>
          <q>{listing.ownerResponse.text}</q>
          <ItemFacts>
            {listing.ownerName} · {formatShortDate(listing.ownerResponse.createdAt)}
          </ItemFacts>
        </Response>
      )}
      <ItemLink to={paths.propertyDetail(listing.listingId)}>Open the listing</ItemLink>
    </Card>
  );
}

const Reports = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => `${theme.space(2)} 0`};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    padding-left: ${({ theme }) => theme.space(3)};
    border-left: 3px solid ${({ theme }) => theme.color.border};
  }
  q {
    font-style: italic;
  }
`;

/** docs/listings.md#report-weight: a report that does not count reads as muted, for the reviewer to weigh. */
const Weight = styled.span<{ $counts: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $counts }) => ($counts ? theme.color.text : theme.color.warning)};
`;

const Response = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding-left: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.color.primary};
  q {
    font-style: italic;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
