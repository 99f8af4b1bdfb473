import type { Dispatch } from 'react';
import type { CommercialUnit } from '@/api/contract';
import { TextField } from '@/components/TextField';
import { EntryList } from './EntryList';
import { AreaField, PriceField } from './PriceField';
import type { EntryListName, ProjectFormAction } from './projectForm';
import { FieldRow } from './stepLayout';

type UnitListName = Exclude<EntryListName, 'villaConfigurations' | 'flatConfigurations'>;

export interface CommercialUnitListProps {
  /** 'Shop' or 'Office': names the list, its entries and the type field. */
  unit: 'Shop' | 'Office';
  list: UnitListName;
  entries: readonly CommercialUnit[];
  dispatch: Dispatch<ProjectFormAction>;
}

/** docs/wizard.md#commercial-details: shop or office types, each a free-text type with an area and a price. */
export function CommercialUnitList({ unit, list, entries, dispatch }: CommercialUnitListProps) {
  return (
    <EntryList
      title={`${unit} Types`}
      entryName={`${unit} Type`}
      entries={entries}
      onAdd={() => dispatch({ type: 'addEntry', list })}
      onRemove={(index) => dispatch({ type: 'removeEntry', list, index })}
      renderEntry={(entry, index) => {
        const change = (patch: Partial<CommercialUnit>) => dispatch({ type: 'editEntry', list, index, patch });
        return (
          <FieldRow>
            <TextField
              label={`${unit} Type`}
              placeholder={unit === 'Shop' ? 'e.g. Ground-floor retail' : 'e.g. Furnished suite'}
              value={entry.type}
              onChange={(type) => change({ type })}
              isRequired
            />
            <AreaField label="Area" value={entry.area} onChange={(area) => change({ area })} />
            <PriceField label="Price (₹)" value={entry.price} onChange={(price) => change({ price })} />
          </FieldRow>
        );
      }}
    />
  );
}
