import type { ProjectLocation } from '@/api/contract';
import { PINCODE_LENGTH, reraAuthorityOf, reraNumberExample, reraSiteText } from '@/api/contract';
import { TextArea } from '@/components/TextArea';
import { TextField } from '@/components/TextField';
import { citiesOf, INDIA_STATES } from '@/lib/india';
import { PinPicker } from '@/features/pin-picker';
import { ChoiceSelect } from './ChoiceSelect';
import type { StepProps } from './ProjectDetailsStep';
import { FieldRow, StepFields } from './stepLayout';

const stateChoices = INDIA_STATES.map((state) => ({ id: state as string, label: state }));

/** docs/wizard.md#wizard-step-2: where the project is. State and City come from the built-in India data. */
export function LocationStep({ fields, dispatch }: StepProps) {
  const { location } = fields;
  const set = (field: keyof ProjectLocation) => (value: string) => dispatch({ type: 'setLocation', field, value });
  const cities = citiesOf(location.state);
  return (
    <StepFields>
      <TextArea
        label="Address"
        placeholder="Street, building or survey number"
        rows={3}
        value={location.address}
        onChange={set('address')}
        isRequired
      />
      <FieldRow>
        <ChoiceSelect
          label="State"
          placeholder="Select state"
          choices={stateChoices}
          value={location.state}
          onChange={set('state')}
        />
        {location.state && cities.length === 0 ? (
          // docs/wizard.md#city-free-text, docs/formatting.md#india-cities lists cities for six states only; elsewhere the builder types the city, or the
          // step could never be completed.
          <TextField
            label="City"
            description="Type the city: there is no list for this state yet."
            value={location.city}
            onChange={set('city')}
            isRequired
          />
        ) : (
          <ChoiceSelect
            label="City"
            // docs/wizard.md#state-clears-city: the city dropdown is disabled until a state is chosen.
            placeholder={location.state ? 'Select city' : 'Select a state first'}
            choices={cities.map((city) => ({ id: city, label: city }))}
            value={location.city}
            onChange={set('city')}
            isDisabled={!location.state}
          />
        )}
      </FieldRow>
      <FieldRow>
        <TextField
          label="Area/Locality"
          placeholder="e.g. Indiranagar"
          value={location.area}
          onChange={set('area')}
          isRequired
        />
        {/* docs/wizard.md#pincode-input: digits only, at most 6, a 6-digit pattern and the numeric keypad. */}
        <TextField
          label="Pincode"
          placeholder="6-digit pincode"
          inputMode="numeric"
          pattern={`[0-9]{${PINCODE_LENGTH}}`}
          maxLength={PINCODE_LENGTH}
          autoComplete="postal-code"
          value={location.pincode}
          onChange={set('pincode')}
          isRequired
        />
      </FieldRow>
      <TextField
        label="Landmark"
        hint="(optional)"
        placeholder="e.g. Near the metro station"
        value={location.landmark ?? ''}
        onChange={set('landmark')}
      />
      {/* docs/wizard.md#rera-number: optional; its note names the state's authority once a state is chosen. */}
      <TextField
        label="RERA registration number"
        hint="(optional)"
        placeholder={`e.g. ${reraNumberExample(location.state) ?? 'as on the registration certificate'}`}
        description={reraNote(location.state)}
        autoComplete="off"
        value={fields.reraNumber}
        onChange={(value) => dispatch({ type: 'setText', field: 'reraNumber', value })}
      />
      {/* SPEC.md's map note, made the map (issue #38): docs/map.md#pin-picker. */}
      <PinPicker
        pincode={location.pincode}
        pin={fields.place}
        onChange={(place) => dispatch({ type: 'setPlace', place })}
      />
    </StepFields>
  );
}

function reraNote(state: string): string {
  const required = 'Required by law for projects over 500 sq m or 8 units.';
  const authority = reraAuthorityOf(state);
  return authority ? `Issued by ${authority.name} (${reraSiteText(authority)}). ${required}` : required;
}
