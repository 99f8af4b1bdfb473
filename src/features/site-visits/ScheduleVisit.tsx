import { lazy, Suspense, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { InterestKind } from '@/api/contract/leads';
import type { Visit } from '@/api/contract/visits';
import { myVisitsKey } from '@/api/visits';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import { visitText } from './visitTimes';

// docs/leads.md#site-visits: the picker's code loads when the buyer asks for it, not with the page.
const SlotPicker = lazy(() => import('./SlotPicker'));

/**
 * docs/leads.md#site-visits: 'Schedule a visit' beside the inquiry form (a property's page) or in a
 * thread; opens the slot picker and says when the visit is booked. No phone number is asked.
 */
export function ScheduleVisit({ kind, propertyId }: { kind: InterestKind; propertyId: string }) {
  const [open, setOpen] = useState(false);
  const [booked, setBooked] = useState<Visit | null>(null);
  const { mutate } = useSWRConfig();
  if (booked)
    return (
      <Banner tone="success" title="Visit booked">
        {visitText(booked.startsAt)}. You will get a reminder the day before.
      </Banner>
    );
  if (!open)
    return (
      <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
        Schedule a visit
      </Button>
    );
  return (
    <Suspense fallback={<p role="status">Loading the visiting slots...</p>}>
      <SlotPicker
        kind={kind}
        propertyId={propertyId}
        onDone={(visit) => {
          setBooked(visit);
          void mutate(myVisitsKey);
        }}
      />
    </Suspense>
  );
}
