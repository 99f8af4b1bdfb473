import { AmenityChips } from './AmenityChips';
import { CommercialUnitList } from './CommercialUnitList';
import { HomeDetailsFields } from './HomeDetailsFields';
import { CountField } from './PriceField';
import type { StepProps } from './ProjectDetailsStep';
import { commercialAmenityLabels, kindOf } from '@/entities/project';
import { ShortField, StepFields } from './stepLayout';

/** docs/wizard.md#villa-details, docs/wizard.md#flat-details, docs/wizard.md#commercial-details: the details of the kind chosen on step 1. */
export function TypeDetailsStep({ fields, dispatch }: StepProps) {
  switch (kindOf(fields)) {
    case 'villa':
      return <HomeDetailsFields section="villaDetails" fields={fields} dispatch={dispatch} />;
    case 'flat':
      return <HomeDetailsFields section="flatDetails" fields={fields} dispatch={dispatch} />;
    case 'shops':
      return (
        <StepFields>
          <ShortField>
            <CountField
              label="Total Floors"
              value={fields.shopDetails.totalFloors}
              onChange={(totalFloors) =>
                dispatch({ type: 'editDetails', section: 'shopDetails', patch: { totalFloors } })
              }
            />
          </ShortField>
          <CommercialUnitList unit="Shop" list="shopTypes" entries={fields.shopDetails.types} dispatch={dispatch} />
        </StepFields>
      );
    case 'office':
      return (
        <StepFields>
          <ShortField>
            <CountField
              label="Total Floors"
              value={fields.officeDetails.totalFloors}
              onChange={(totalFloors) =>
                dispatch({ type: 'editDetails', section: 'officeDetails', patch: { totalFloors } })
              }
            />
          </ShortField>
          <CommercialUnitList
            unit="Office"
            list="officeTypes"
            entries={fields.officeDetails.types}
            dispatch={dispatch}
          />
        </StepFields>
      );
    case 'mixed': {
      const details = fields.mixedUseDetails;
      const edit = (patch: Partial<typeof details>) =>
        dispatch({ type: 'editDetails', section: 'mixedUseDetails', patch });
      return (
        <StepFields>
          <ShortField>
            <CountField
              label="Total Floors"
              value={details.totalFloors}
              onChange={(totalFloors) => edit({ totalFloors })}
            />
          </ShortField>
          <CommercialUnitList unit="Shop" list="mixedShopTypes" entries={details.shopTypes} dispatch={dispatch} />
          <CommercialUnitList unit="Office" list="mixedOfficeTypes" entries={details.officeTypes} dispatch={dispatch} />
          <AmenityChips
            title="Commercial Amenities"
            flags={details.commercialAmenities}
            labels={commercialAmenityLabels}
            onChange={(commercialAmenities) => edit({ commercialAmenities })}
          />
        </StepFields>
      );
    }
    default:
      // Step 1 does not let the wizard get here without a kind.
      return null;
  }
}
