import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { leadUpdateSchema, type Lead, type LeadStage, type LeadUpdate } from '@/api/contract/leads';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import { stackedForm, useServerAction } from '@/components/form';
import { Select } from '@/components/Select';
import { TextArea } from '@/components/TextArea';
import { TextField } from '@/components/TextField';
import { stageChoices } from '@/entities/lead';
import { checkForm, type FieldMessages } from '@/lib/fieldMessages';

export interface LeadPipelineFormProps {
  lead: Lead;
  /** Saves the change; rejects with the server's refusal. */
  onSave: (change: LeadUpdate) => Promise<unknown>;
}

type Field = 'stage' | 'lostReason' | 'note' | 'followUpOn';

/**
 * docs/leads.md#stages: the owner's stage, private note and follow-up day for one lead. Lost asks for
 * the reason; a refused or failed save keeps what was typed.
 */
export function LeadPipelineForm({ lead, onSave }: LeadPipelineFormProps) {
  const [values, setValues] = useState({
    stage: lead.stage,
    lostReason: lead.lostReason ?? '',
    note: lead.note,
    followUpOn: lead.followUpOn ?? '',
  });
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const { pending, serverError, setServerError, run } = useServerAction();
  const edit = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setServerError('');
    const change: LeadUpdate = {
      stage: values.stage,
      note: values.note,
      followUpOn: values.followUpOn || null,
      ...(values.stage === 'lost' ? { lostReason: values.lostReason } : {}),
    };
    const checked = checkForm(leadUpdateSchema, change);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) void run(() => onSave(change));
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={`Pipeline of ${lead.buyer.name}`}>
      {serverError && (
        <Banner tone="danger" title="The lead was not saved">
          {serverError}
        </Banner>
      )}
      <Row>
        <Select
          label="Stage"
          options={stageChoices}
          value={values.stage}
          onChange={(stage) => edit('stage')(stage as LeadStage)}
          errorMessage={errors.stage}
        />
        <TextField
          label="Follow up on"
          type="date"
          value={values.followUpOn}
          onChange={edit('followUpOn')}
          errorMessage={errors.followUpOn}
          hint="(optional)"
        />
      </Row>
      {values.stage === 'lost' && (
        <TextField
          label="Why was it lost?"
          value={values.lostReason}
          onChange={edit('lostReason')}
          errorMessage={errors.lostReason}
          isRequired
        />
      )}
      <TextArea
        label="Private note"
        rows={2}
        value={values.note}
        onChange={edit('note')}
        errorMessage={errors.note}
        description="Only you see this note."
      />
      <Button type="submit" size="sm" variant="secondary" isPending={pending}>
        {pending ? 'Saving...' : 'Save lead'}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  ${stackedForm(3)}
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;
