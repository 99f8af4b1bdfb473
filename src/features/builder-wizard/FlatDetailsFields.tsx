import { flatBhkOptions } from '@/api/contract';
import { AmenityChips } from './AmenityChips';
import { ChoiceSelect } from './ChoiceSelect';
import { EntryList } from './EntryList';
import { AreaField, CountField, PriceField } from './PriceField';
import type { StepProps } from './ProjectDetailsStep';
import { basicAmenityLabels, flatLuxuryAmenityLabels } from './projectChoices';
import { FieldRow, StepFields } from './stepLayout';

/** SPEC 9: flat BHK options, 1BHK to 5BHK. */
const bhkChoices = flatBhkOptions.map((bhk) => ({ id: bhk, label: bhk }));

/** SPEC 3 flatDetails: totals, configurations with three areas, and amenities. */
export function FlatDetailsFields({ fields, dispatch }: StepProps) {
  const details = fields.flatDetails;
  const edit = (patch: Partial<typeof details>) => dispatch({ type: 'editDetails', section: 'flatDetails', patch });
  const list = 'flatConfigurations' as const;
  return (
    <StepFields>
      <FieldRow>
        <CountField
          label="Total Apartments"
          value={details.totalApartments}
          onChange={(totalApartments) => edit({ totalApartments })}
        />
        <CountField
          label="Total Floors"
          value={details.totalFloors}
          onChange={(totalFloors) => edit({ totalFloors })}
        />
        <CountField
          label="Flats per Floor"
          value={details.flatsPerFloor}
          onChange={(flatsPerFloor) => edit({ flatsPerFloor })}
        />
      </FieldRow>
      <EntryList
        title="Configurations"
        entryName="Configuration"
        entries={details.configurations}
        onAdd={() => dispatch({ type: 'addEntry', list })}
        onRemove={(index) => dispatch({ type: 'removeEntry', list, index })}
        renderEntry={(entry, index) => {
          const change = (patch: Partial<typeof entry>) => dispatch({ type: 'editEntry', list, index, patch });
          return (
            <FieldRow>
              <ChoiceSelect
                label="BHK Type"
                placeholder="Select BHK"
                choices={bhkChoices}
                value={entry.bhkType}
                onChange={(bhkType) => change({ bhkType })}
              />
              <CountField label="Bathrooms" value={entry.bathrooms} onChange={(bathrooms) => change({ bathrooms })} />
              <AreaField
                label="Carpet Area"
                value={entry.carpetArea}
                onChange={(carpetArea) => change({ carpetArea })}
              />
              <AreaField
                label="Built-up Area"
                value={entry.builtUpArea}
                onChange={(builtUpArea) => change({ builtUpArea })}
              />
              <AreaField
                label="Super Built-up Area"
                value={entry.superBuiltUpArea}
                onChange={(superBuiltUpArea) => change({ superBuiltUpArea })}
              />
              <PriceField label="Price (₹)" value={entry.price} onChange={(price) => change({ price })} />
            </FieldRow>
          );
        }}
      />
      <AmenityChips
        title="Basic Amenities"
        flags={details.basicAmenities}
        labels={basicAmenityLabels}
        onChange={(basicAmenities) => edit({ basicAmenities })}
      />
      <AmenityChips
        title="Luxury Amenities"
        flags={details.luxuryAmenities}
        labels={flatLuxuryAmenityLabels}
        onChange={(luxuryAmenities) => edit({ luxuryAmenities })}
      />
    </StepFields>
  );
}
