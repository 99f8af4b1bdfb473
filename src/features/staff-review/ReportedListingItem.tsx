import type { ReactNode } from 'react';
import styled from 'styled-components';
import { reportReasonLabels, type ReportedListing } from '@/api';
import { Card } from '@/components/Card';
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
  return (
    <Card as="article" aria-labelledby={titleId} footer={<Actions>{actions}</Actions>}>
      <ItemTitle id={titleId}>{listing.title}</ItemTitle>
      <ItemFacts>
        {[listing.locality, listing.city].filter(Boolean).join(', ')} · Posted by {listing.ownerName} ·{' '}
        {count === 1 ? '1 open report' : `${count} open reports`}
      </ItemFacts>
      {listing.status === 'held' && <ItemFlag>Held: out of search until the team decides</ItemFlag>}
      <Reports aria-label={`Reports on ${listing.title}`}>
        {listing.reports.map((report) => (
          <li key={report._id}>
            <strong>{reportReasonLabels[report.reason]}</strong>
            {report.text && <q>{report.text}</q>}
            <ItemFacts>
              {report.reporterName} · {formatShortDate(report.createdAt)}
            </ItemFacts>
          </li>
        ))}
      </Reports>
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

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
