import { lazy, Suspense, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { visitStateLabels, type Visit, type VisitOutcome } from '@/api/contract/visits';
import { cancelVisit, markVisit } from '@/api/visits';
import { Badge, type BadgeTone } from '@/components/Badge';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import { useServerAction } from '@/components/form';
import { useReason } from './useReason';
import { visitText } from './visitTimes';

// docs/leads.md#site-visits: the picker's code loads only when someone moves a visit.
const SlotPicker = lazy(() => import('./SlotPicker'));

export interface VisitCardProps {
  visit: Visit;
  onChanged: (visit: Visit) => void;
}

const tones: Record<Visit['state'], BadgeTone> = {
  booked: 'info',
  cancelled: 'neutral',
  visited: 'success',
  'no-show': 'warning',
};

/** Who changed it, as the reader reads it. */
const byWhom = (visit: Visit) =>
  visit.changedBy === visit.side ? 'you' : visit.changedBy === 'buyer' ? visit.buyerName : visit.ownerName;

/**
 * docs/leads.md#site-visits: one visit as either side sees it: when, its state, the last change and
 * its reason; while booked, a move (to another free slot) or a cancellation with a reason; after its
 * time, the owner marks it visited or a no-show.
 */
export function VisitCard({ visit, onChanged }: VisitCardProps) {
  const [open, setOpen] = useState<'move' | 'cancel' | null>(null);
  const reason = useReason('Why are you cancelling?');
  const { pending, serverError, run } = useServerAction();
  const booked = visit.state === 'booked';
  const done = (changed: Visit) => {
    setOpen(null);
    onChanged(changed);
  };

  function cancel(event: FormEvent) {
    event.preventDefault();
    const why = reason.given();
    if (why) void run(async () => done(await cancelVisit(visit._id, why)));
  }
  const mark = (outcome: VisitOutcome) => run(async () => done(await markVisit(visit._id, outcome)));

  return (
    <Box aria-label={`Site visit to ${visit.title}, ${visitText(visit.startsAt)}`}>
      <Head>
        <strong>Site visit: {visitText(visit.startsAt)}</strong>
        <Badge tone={tones[visit.state]}>
          {booked && visit.rescheduledFrom ? 'Rescheduled' : visitStateLabels[visit.state]}
        </Badge>
      </Head>
      <Muted>
        {visit.side === 'buyer'
          ? `With ${visit.ownerName} at ${visit.title}`
          : `${visit.buyerName} visits ${visit.title}`}
      </Muted>
      {visit.rescheduledFrom && booked && (
        <Muted>
          Moved from {visitText(visit.rescheduledFrom)} by {byWhom(visit)}: {visit.reason}
        </Muted>
      )}
      {visit.state === 'cancelled' && (
        <Muted>
          Cancelled by {byWhom(visit)}: {visit.reason}
        </Muted>
      )}
      {serverError && (
        <Banner tone="danger" title="The visit was not changed">
          {serverError}
        </Banner>
      )}
      {booked && open === null && (
        <Actions>
          {visit.side === 'owner' && visit.started && (
            <>
              <Button size="sm" onPress={() => void mark('visited')} isPending={pending}>
                Mark visited
              </Button>
              <Button size="sm" variant="secondary" onPress={() => void mark('no-show')} isDisabled={pending}>
                Mark no-show
              </Button>
            </>
          )}
          <Button size="sm" variant="secondary" onPress={() => setOpen('move')}>
            Reschedule
          </Button>
          <Button size="sm" variant="ghost" onPress={() => setOpen('cancel')}>
            Cancel visit
          </Button>
        </Actions>
      )}
      {open === 'move' && (
        <Suspense fallback={<p role="status">Loading the visiting slots...</p>}>
          <SlotPicker kind={visit.kind} propertyId={visit.propertyId} moving={visit} onDone={done} />
          <Button size="sm" variant="ghost" onPress={() => setOpen(null)}>
            Keep this time
          </Button>
        </Suspense>
      )}
      {open === 'cancel' && (
        <form onSubmit={cancel} noValidate aria-label="Cancel the visit">
          {reason.field}
          <Actions>
            <Button type="submit" size="sm" variant="danger" isPending={pending}>
              Cancel visit
            </Button>
            <Button size="sm" variant="ghost" onPress={() => setOpen(null)}>
              Keep the visit
            </Button>
          </Actions>
        </form>
      )}
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;
