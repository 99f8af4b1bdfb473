import { INDIA_STATES, citiesOf } from '@/lib/india';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import { PinPicker } from '@/features/pin-picker';
import { FieldGrid, FieldSlot, FormSection, type SectionProps } from './formLayout';
import { PINCODE_LENGTH, pincodeInput } from './listingForm';

const stateChoices = INDIA_STATES.map((state) => ({ id: state, label: state }));

/**
 * Where the property is. The city list follows the state (disabled until one is chosen); a state
 * without a city list takes the city as text. The pincode keeps digits only, six at most.
 */
export function LocationSection({ fields, errors, dispatch }: SectionProps) {
  const { location } = fields;
  const set = (patch: Partial<typeof location>) => dispatch({ type: 'location', patch });
  const cities = citiesOf(location.state);
  // A saved city that the list does not name stays choosable, so editing does not lose it.
  const cityChoices = [...(location.city && !cities.includes(location.city) ? [location.city] : []), ...cities].map(
    (city) => ({ id: city, label: city }),
  );

  return (
    <FormSection title="Location">
      <FieldGrid>
        <FieldSlot name="location.state">
          <Select
            label="State"
            options={stateChoices}
            value={location.state}
            onChange={(state) => set({ state })}
            errorMessage={errors['location.state']}
            isRequired
          />
        </FieldSlot>
        <FieldSlot name="location.city">
          {location.state && cities.length === 0 ? (
            <TextField
              label="City"
              value={location.city}
              onChange={(city) => set({ city })}
              errorMessage={errors['location.city']}
              isRequired
            />
          ) : (
            <Select
              label="City"
              options={cityChoices}
              value={location.city}
              onChange={(city) => set({ city })}
              isDisabled={!location.state}
              description={location.state ? undefined : 'Choose a state first'}
              errorMessage={errors['location.city']}
              isRequired
            />
          )}
        </FieldSlot>
        <FieldSlot name="location.locality">
          <TextField
            label="Locality"
            value={location.locality}
            onChange={(locality) => set({ locality })}
            placeholder="e.g. Koramangala"
            errorMessage={errors['location.locality']}
            isRequired
          />
        </FieldSlot>
        <FieldSlot name="location.pincode">
          <TextField
            label="Pincode"
            value={location.pincode}
            onChange={(raw) => set({ pincode: pincodeInput(raw) })}
            inputMode="numeric"
            maxLength={PINCODE_LENGTH}
            description="6 digits"
            errorMessage={errors['location.pincode']}
            isRequired
          />
        </FieldSlot>
        <FieldSlot name="location.address" wide>
          <TextField
            label="Address"
            hint="(optional)"
            value={location.address ?? ''}
            onChange={(address) => set({ address })}
            placeholder="House or building, street"
            errorMessage={errors['location.address']}
          />
        </FieldSlot>
        <FieldSlot name="location.landmark" wide>
          <TextField
            label="Landmark"
            hint="(optional)"
            value={location.landmark ?? ''}
            onChange={(landmark) => set({ landmark })}
            placeholder="e.g. Near Forum Mall"
            errorMessage={errors['location.landmark']}
          />
        </FieldSlot>
        <FieldSlot name="place" wide>
          <PinPicker
            pincode={location.pincode}
            pin={fields.place}
            onChange={(place) => dispatch({ type: 'fields', patch: { place } })}
          />
        </FieldSlot>
      </FieldGrid>
    </FormSection>
  );
}
