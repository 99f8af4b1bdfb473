import type { Dispatch } from 'react';
import type { BuilderProjectFields } from '@/api/contract';
import { TextArea } from '@/components/TextArea';
import { TextField } from '@/components/TextField';
import { ChoiceCards } from './ChoiceCards';
import { ChoiceSelect } from './ChoiceSelect';
import {
  commercialTypeChoices,
  propertyTypeChoices,
  residentialTypeChoices,
  statusChoices,
  timelineChoices,
} from './projectChoices';
import type { ProjectFormAction } from './projectForm';
import { FieldRow, StepFields } from './stepLayout';

export interface StepProps {
  fields: BuilderProjectFields;
  dispatch: Dispatch<ProjectFormAction>;
}

/** docs/wizard.md#wizard-step-1: the kind of project, its status and timeline, name and description. */
export function ProjectDetailsStep({ fields, dispatch }: StepProps) {
  // docs/wizard.md#completion-timeline: the timeline is asked only when a status is set and is not completed.
  const asksTimeline = fields.projectStatus !== '' && fields.projectStatus !== 'completed';
  return (
    <StepFields>
      <ChoiceCards
        label="Property Type"
        choices={propertyTypeChoices}
        value={fields.propertyType}
        onChange={(value) => dispatch({ type: 'choosePropertyType', value })}
      />
      {fields.propertyType === 'residential' && (
        <ChoiceCards
          label="Residential Type"
          choices={residentialTypeChoices}
          value={fields.residentialType}
          onChange={(value) => dispatch({ type: 'chooseResidentialType', value })}
        />
      )}
      {fields.propertyType === 'commercial' && (
        <ChoiceCards
          label="Commercial Type"
          choices={commercialTypeChoices}
          value={fields.commercialType}
          onChange={(value) => dispatch({ type: 'chooseCommercialType', value })}
        />
      )}
      <FieldRow>
        <ChoiceSelect
          label="Project Status"
          placeholder="Select status"
          choices={statusChoices}
          value={fields.projectStatus}
          onChange={(value) => dispatch({ type: 'chooseStatus', value })}
        />
        {asksTimeline && (
          <ChoiceSelect
            label="Expected Completion Timeline"
            placeholder="Select timeline"
            choices={timelineChoices}
            value={fields.completionTimeline}
            onChange={(value) => dispatch({ type: 'chooseTimeline', value })}
          />
        )}
      </FieldRow>
      <TextField
        label="Project Name"
        placeholder="e.g. Skyline Palm Villas"
        value={fields.projectName}
        onChange={(value) => dispatch({ type: 'setText', field: 'projectName', value })}
        isRequired
      />
      <TextArea
        label="Project Description"
        placeholder="What makes this project special: layout, surroundings, connectivity"
        rows={4}
        value={fields.description}
        onChange={(value) => dispatch({ type: 'setText', field: 'description', value })}
        isRequired
      />
    </StepFields>
  );
}
