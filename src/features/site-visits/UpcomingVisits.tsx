import { Link } from 'react-router';
import styled from 'styled-components';
import useSWR from 'swr';
import { describeError } from '@/api';
import type { Visit } from '@/api/contract/visits';
import { getMyVisits, myVisitsKey } from '@/api/visits';
import { AsyncContent } from '@/components/AsyncContent';
import { StackList } from '@/components/PageLayout';
import { propertyHref } from '@/lib/paths';
import { VisitCard } from './VisitCard';

/** Booked and still to come: what the person has to turn up for. */
const isUpcoming = (visit: Visit) => visit.state === 'booked' && !visit.started;

/**
 * docs/leads.md#your-visits: the buyer's booked site visits still to come, soonest first, across
 * every property they asked about, each with its property and the way to move or cancel it. The
 * same request as the threads' visits (one for the page).
 */
export default function UpcomingVisits() {
  const visits = useSWR(myVisitsKey, getMyVisits);
  return (
    <AsyncContent
      load={visits}
      loadingLabel="Loading your site visits"
      errorTitle="Unable to Load Your Site Visits"
      describe={describeError}
    >
      {({ visits: all }) => {
        const upcoming = all.filter((visit) => visit.side === 'buyer' && isUpcoming(visit));
        if (upcoming.length === 0)
          return <Muted>No site visits booked. Pick a time on a property&apos;s page or in your inquiry.</Muted>;
        return (
          <StackList aria-label="Your site visits">
            {upcoming.map((visit) => (
              <li key={visit._id}>
                <Property to={propertyHref({ _id: visit.propertyId, kind: visit.kind })}>{visit.title}</Property>
                <VisitCard visit={visit} onChanged={() => void visits.mutate()} />
              </li>
            ))}
          </StackList>
        );
      }}
    </AsyncContent>
  );
}

const Property = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
