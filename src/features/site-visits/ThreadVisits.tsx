import styled from 'styled-components';
import useSWR from 'swr';
import type { InterestKind } from '@/api/contract/leads';
import { getMyVisits, myVisitsKey } from '@/api/visits';
import { ScheduleVisit } from './ScheduleVisit';
import { VisitCard } from './VisitCard';

export interface ThreadVisitsProps {
  inquiryId: string;
  kind: InterestKind;
  propertyId: string;
  /** The buyer's side: 'Schedule a visit' while none is booked. */
  canBook?: boolean;
}

/**
 * docs/leads.md#site-visits: the visits of one inquiry's thread, for either side, and the buyer's
 * 'Schedule a visit' while none is booked. One request (the person's visits), shared by every thread.
 */
export default function ThreadVisits({ inquiryId, kind, propertyId, canBook = false }: ThreadVisitsProps) {
  const { data, mutate } = useSWR(myVisitsKey, getMyVisits);
  if (!data) return null;
  const visits = data.visits.filter((v) => v.inquiryId === inquiryId);
  const offered = canBook && !visits.some((v) => v.state === 'booked');
  if (visits.length === 0 && !offered) return null;
  return (
    <Visits>
      {visits.map((visit) => (
        <VisitCard key={visit._id} visit={visit} onChanged={() => void mutate()} />
      ))}
      {offered && <ScheduleVisit kind={kind} propertyId={propertyId} />}
    </Visits>
  );
}

const Visits = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  > section,
  > form {
    align-self: stretch;
  }
`;
