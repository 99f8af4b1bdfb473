import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import type { InterestKind } from '@/api/contract/leads';
import { visitMessages, type Slot, type Visit } from '@/api/contract/visits';
import { bookVisit, getVisitSlots, rescheduleVisit, visitSlotsKey } from '@/api/visits';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import { stackedForm, useServerAction } from '@/components/form';
import { useReason } from './useReason';
import { dayText, timeText } from './visitTimes';

export interface SlotPickerProps {
  kind: InterestKind;
  propertyId: string;
  /** Moving this visit (a reason is asked); booking a new one otherwise. */
  moving?: Visit;
  onDone: (visit: Visit) => void;
}

const reasonOf = (slot: Slot) => (slot.state === 'full' ? 'full' : slot.state === 'past' ? 'passed' : '');

/**
 * docs/leads.md#site-visits: the slots of the next 14 days in India, free ones to choose, full and
 * passed ones shown disabled with the reason in their label. Books the chosen one, or moves a visit
 * there with a reason. A refusal (a slot filled meanwhile) reloads the slots.
 */
export default function SlotPicker({ kind, propertyId, moving, onDone }: SlotPickerProps) {
  const { data, error, mutate } = useSWR(visitSlotsKey(kind, propertyId), () => getVisitSlots(kind, propertyId));
  const firstFree = data?.days.find((d) => d.slots.some((s) => s.state === 'free'))?.day;
  const [chosenDay, setDay] = useState<string>();
  const [slot, setSlot] = useState('');
  const reason = useReason('Why are you moving it?');
  const { pending, serverError, run } = useServerAction();
  const day = chosenDay ?? firstFree ?? data?.days[0]?.day;

  if (error) return <Banner tone="danger">The visiting slots could not be loaded. Please try again.</Banner>;
  if (!data) return <p role="status">Loading the visiting slots...</p>;
  if (!data.hasHours) return <p>{visitMessages.noHours}. Ask the owner in your inquiry.</p>;

  const send = (change: () => Promise<Visit>) =>
    void run(async () => {
      try {
        onDone(await change());
      } finally {
        await mutate();
      }
    });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!moving) return send(() => bookVisit(kind, propertyId, slot));
    const why = reason.given();
    if (why) send(() => rescheduleVisit(moving._id, slot, why));
  }

  const slots = data.days.find((d) => d.day === day)?.slots ?? [];
  return (
    <Form onSubmit={submit} noValidate aria-label={moving ? 'Move the visit' : 'Schedule a visit'}>
      {serverError && (
        <Banner tone="danger" title={moving ? 'The visit was not moved' : 'The visit was not booked'}>
          {serverError}
        </Banner>
      )}
      <Group>
        <legend>Day</legend>
        <Choices>
          {data.days.map((d) => (
            <Choice key={d.day}>
              <input
                type="radio"
                name="visit-day"
                value={d.day}
                checked={d.day === day}
                onChange={() => {
                  setDay(d.day);
                  setSlot('');
                }}
              />
              {dayText(d.day)}
            </Choice>
          ))}
        </Choices>
      </Group>
      <Group>
        <legend>Time (India)</legend>
        <Choices>
          {slots.map((s) => (
            <Choice key={s.startsAt} $off={s.state !== 'free'}>
              <input
                type="radio"
                name="visit-time"
                value={s.startsAt}
                disabled={s.state !== 'free'}
                checked={slot === s.startsAt}
                onChange={() => setSlot(s.startsAt)}
              />
              {s.state === 'free' ? timeText(s.startsAt) : `${timeText(s.startsAt)}, ${reasonOf(s)}`}
            </Choice>
          ))}
        </Choices>
      </Group>
      {moving && reason.field}
      <Button type="submit" size="sm" isPending={pending} isDisabled={!slot}>
        {moving ? 'Move visit' : 'Book visit'}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  ${stackedForm(3)}
`;

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Choice = styled.label<{ $off?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme, $off }) => ($off ? theme.color.textMuted : theme.color.text)};
  text-decoration: ${({ $off }) => ($off ? 'line-through' : 'none')};
  cursor: ${({ $off }) => ($off ? 'not-allowed' : 'pointer')};
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
