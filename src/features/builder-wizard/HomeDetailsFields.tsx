import { flatBhkOptions, villaBhkOptions, type BuilderProjectFields } from '@/api/contract';
import { AmenityChips } from './AmenityChips';
import { ChoiceSelect } from './ChoiceSelect';
import { EntryList } from './EntryList';
import { AreaField, CountField, PriceField } from './PriceField';
import type { StepProps } from './ProjectDetailsStep';
import type { EntryOf } from './projectForm';
import {
  basicAmenityLabels,
  bhkTypeLabel,
  flatLuxuryAmenityLabels,
  villaLuxuryAmenityLabels,
} from '@/entities/project';
import { FieldRow, StepFields } from './stepLayout';

type HomeSection = 'villaDetails' | 'flatDetails';
const configurationList = { villaDetails: 'villaConfigurations', flatDetails: 'flatConfigurations' } as const;
type Configuration<S extends HomeSection> = EntryOf<(typeof configurationList)[S]>;
type Amount = number | null;

/** What sets a villa's step apart from a flat's: its totals, its configuration areas, its choices. */
interface HomeLayout {
  totals: ReadonlyArray<readonly [string, string]>;
  areas: ReadonlyArray<readonly [string, string]>;
  bhkOptions: readonly string[];
  luxuryLabels: Record<string, string>;
}
/** A layout whose keys are checked against its section and its configurations. */
type LayoutOf<S extends HomeSection> = HomeLayout & {
  totals: ReadonlyArray<readonly [keyof BuilderProjectFields[S] & string, string]>;
  areas: ReadonlyArray<readonly [keyof Configuration<S> & string, string]>;
};

/** docs/wizard.md#villa-details; docs/wizard.md#bhk-options: villa BHK options, 1BHK to 5BHK and 6BHK+. */
const villa = {
  totals: [
    ['totalVillas', 'Total Villas'],
    ['totalFloors', 'Floors per Villa'],
  ],
  areas: [['area', 'Area']],
  bhkOptions: villaBhkOptions,
  luxuryLabels: villaLuxuryAmenityLabels,
} satisfies LayoutOf<'villaDetails'>;

/** docs/wizard.md#flat-details, with three areas per configuration; docs/wizard.md#bhk-options: flat BHK options, 1BHK to 5BHK. */
const flat = {
  totals: [
    ['totalApartments', 'Total Apartments'],
    ['totalFloors', 'Total Floors'],
    ['flatsPerFloor', 'Flats per Floor'],
  ],
  areas: [
    ['carpetArea', 'Carpet Area'],
    ['builtUpArea', 'Built-up Area'],
    ['superBuiltUpArea', 'Super Built-up Area'],
  ],
  bhkOptions: flatBhkOptions,
  luxuryLabels: flatLuxuryAmenityLabels,
} satisfies LayoutOf<'flatDetails'>;

const layouts: Record<HomeSection, HomeLayout> = { villaDetails: villa, flatDetails: flat };

/** Step 3 for a villa or a flat project: totals, configurations (BHK, bathrooms, areas, price) and amenities. */
export function HomeDetailsFields({ section, fields, dispatch }: StepProps & { section: HomeSection }) {
  const layout = layouts[section];
  const details = fields[section];
  const configurations: Array<{ bhkType: string; bathrooms: Amount; price: Amount }> = details.configurations;
  const list = configurationList[section];
  // The layouts name only keys of this section, so the patches below fit it.
  const edit = (patch: Record<string, unknown>) =>
    dispatch({ type: 'editDetails', section, patch } as Parameters<typeof dispatch>[0]);
  const value = (record: object, key: string) => (record as Record<string, Amount>)[key] ?? null;
  return (
    <StepFields>
      <FieldRow>
        {layout.totals.map(([key, label]) => (
          <CountField key={key} label={label} value={value(details, key)} onChange={(n) => edit({ [key]: n })} />
        ))}
      </FieldRow>
      <EntryList
        title="Configurations"
        entryName="Configuration"
        entries={configurations}
        onAdd={() => dispatch({ type: 'addEntry', list })}
        onRemove={(index) => dispatch({ type: 'removeEntry', list, index })}
        renderEntry={(entry, index) => {
          const change = (patch: Record<string, unknown>) =>
            dispatch({ type: 'editEntry', list, index, patch } as Parameters<typeof dispatch>[0]);
          return (
            <FieldRow>
              <ChoiceSelect
                label="BHK Type"
                placeholder="Select BHK"
                choices={layout.bhkOptions.map((bhk) => ({ id: bhk, label: bhkTypeLabel(bhk) }))}
                value={entry.bhkType}
                onChange={(bhkType) => change({ bhkType })}
              />
              <CountField label="Bathrooms" value={entry.bathrooms} onChange={(bathrooms) => change({ bathrooms })} />
              {layout.areas.map(([key, label]) => (
                <AreaField key={key} label={label} value={value(entry, key)} onChange={(n) => change({ [key]: n })} />
              ))}
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
        flags={details.luxuryAmenities as Record<string, boolean>}
        labels={layout.luxuryLabels}
        onChange={(luxuryAmenities) => edit({ luxuryAmenities })}
      />
    </StepFields>
  );
}
