import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SLOT_MINUTES, visitingHoursSchema, weekdayLabels, weekdays, type VisitingHours } from '@/api/contract/visits';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import { ChipChoices } from '@/components/ChipChoices';
import { stackedForm, useServerAction } from '@/components/form';
import { NumberField } from '@/components/NumberField';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import { checkForm, type FieldMessages } from '@/lib/fieldMessages';

export interface VisitingHoursFormProps {
  /** The property's name, for the form's label. */
  title: string;
  hours: VisitingHours | null;
  /** Saves the hours; rejects with the server's refusal. */
  onSave: (hours: VisitingHours) => Promise<unknown>;
}

type Field = keyof VisitingHours;
const slotChoices = SLOT_MINUTES.map((m) => ({ id: String(m), label: `${m} minutes` }));
const fresh: VisitingHours = { days: [6, 7], from: '10:00', to: '17:00', slotMinutes: 60, capacity: 2 };

/**
 * docs/leads.md#site-visits: an owner's visiting hours for one listing or project: the days of the
 * week, from and to (India's time), the slot length and how many visitors at once. The contract's
 * rules are checked before sending; a refusal keeps what was typed.
 */
export function VisitingHoursForm({ title, hours, onSave }: VisitingHoursFormProps) {
  const [values, setValues] = useState<Omit<VisitingHours, 'capacity'> & { capacity: number | null }>(hours ?? fresh);
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [saved, setSaved] = useState(false);
  const { pending, serverError, run } = useServerAction();
  const edit = <K extends Field>(field: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setSaved(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkForm(visitingHoursSchema, { ...values, capacity: values.capacity ?? 0 });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) setSaved(await run(() => onSave(checked.value)));
  }

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={`Visiting hours of ${title}`}>
      {serverError && (
        <Banner tone="danger" title="The visiting hours were not saved">
          {serverError}
        </Banner>
      )}
      {saved && <Banner tone="success">Visiting hours saved. Buyers can now book a slot.</Banner>}
      <ChipChoices
        label="Days"
        options={weekdays}
        isSelected={(day) => values.days.includes(day)}
        textOf={(day) => weekdayLabels[day]!}
        onChange={(day, on) => edit('days', on ? [...values.days, day].sort() : values.days.filter((d) => d !== day))}
      />
      {errors.days && <FieldError role="alert">{errors.days}</FieldError>}
      <Row>
        <TextField
          label="From"
          type="time"
          value={values.from}
          onChange={(v) => edit('from', v)}
          errorMessage={errors.from}
        />
        <TextField label="To" type="time" value={values.to} onChange={(v) => edit('to', v)} errorMessage={errors.to} />
        <Select
          label="Slot length"
          options={slotChoices}
          value={String(values.slotMinutes)}
          onChange={(v) => edit('slotMinutes', Number(v) as VisitingHours['slotMinutes'])}
          errorMessage={errors.slotMinutes}
        />
        <NumberField
          label="Visitors at once"
          value={values.capacity}
          onChange={(v) => edit('capacity', v)}
          errorMessage={errors.capacity}
          showStepper
        />
      </Row>
      <Button type="submit" isPending={pending}>
        {pending ? 'Saving...' : 'Save visiting hours'}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  ${stackedForm(4)}
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
