import { villaBhkOptions } from '@/api/contract';
import { AmenityChips } from './AmenityChips';
import { ChoiceSelect } from './ChoiceSelect';
import { EntryList } from './EntryList';
import { AreaField, CountField, PriceField } from './PriceField';
import type { StepProps } from './ProjectDetailsStep';
import { basicAmenityLabels, villaLuxuryAmenityLabels } from './projectChoices';
import { FieldRow, StepFields } from './stepLayout';

/** SPEC 9: villa BHK options, 1BHK to 5BHK and 6BHK+. */
const bhkChoices = villaBhkOptions.map((bhk) => ({ id: bhk, label: bhk }));

/** SPEC 3 villaDetails: totals, configurations and amenities. */
export function VillaDetailsFields({ fields, dispatch }: StepProps) {
  const details = fields.villaDetails;
  const edit = (patch: Partial<typeof details>) => dispatch({ type: 'editDetails', section: 'villaDetails', patch });
  const list = 'villaConfigurations' as const;
  return (
    <StepFields>
      <FieldRow>
        <CountField
          label="Total Villas"
          value={details.totalVillas}
          onChange={(totalVillas) => edit({ totalVillas })}
        />
        <CountField
          label="Floors per Villa"
          value={details.totalFloors}
          onChange={(totalFloors) => edit({ totalFloors })}
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
              <AreaField label="Area" value={entry.area} onChange={(area) => change({ area })} />
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
        labels={villaLuxuryAmenityLabels}
        onChange={(luxuryAmenities) => edit({ luxuryAmenities })}
      />
    </StepFields>
  );
}
