import {
  availabilityLabels,
  facingLabels,
  furnishingLabels,
  hasBhk,
  hasFloor,
  isPlot,
  type Availability,
  type Facing,
  type Furnishing,
} from '@/api/contract';
import { NumberField } from '@/components/NumberField';
import { Select } from '@/components/Select';
import { formatPrice } from '@/lib/price';
import { FieldGrid, FieldSlot, FormSection, type SectionProps } from './formLayout';
import { bhkChoices, choicesOf, possessionChoices, type FieldsPatch } from './listingForm';

const furnishingChoices = choicesOf(furnishingLabels);
const facingChoices = choicesOf(facingLabels);
const availabilityChoices = choicesOf(availabilityLabels);
const whole = { maximumFractionDigits: 0 };

export interface DetailsSectionProps extends SectionProps {
  /** Today, for the possession months offered (a story pins it). */
  now: Date;
}

/**
 * The facts that depend on the property type: a plot has only its area, homes have BHK and
 * bathrooms, flats, shops and offices sit on a floor. The price reads back in Lakh or Crore as it is typed.
 */
export function DetailsSection({ fields, errors, dispatch, now }: DetailsSectionProps) {
  const type = fields.propertyType;
  const plot = isPlot(type);
  const change = (patch: FieldsPatch) => dispatch({ type: 'fields', patch });
  const rent = fields.purpose === 'rent';
  const priceLabel = rent ? 'Monthly Rent (₹)' : 'Price (₹)';

  return (
    <FormSection title="Details">
      {!type && <p>Choose the property type above to see the details it needs.</p>}
      <FieldGrid>
        {hasBhk(type) && (
          <FieldSlot name="bhk">
            <Select
              label="BHK"
              options={bhkChoices}
              value={fields.bhk === null ? '' : String(fields.bhk)}
              onChange={(id) => change({ bhk: Number(id) })}
              errorMessage={errors.bhk}
              isRequired
            />
          </FieldSlot>
        )}
        {type && !plot && (
          <FieldSlot name="bathrooms">
            <NumberField
              label="Bathrooms"
              value={fields.bathrooms}
              onChange={(bathrooms) => change({ bathrooms })}
              formatOptions={whole}
              showStepper
              errorMessage={errors.bathrooms}
              isRequired={hasBhk(type)}
            />
          </FieldSlot>
        )}
        {plot && (
          <FieldSlot name="plotArea">
            <NumberField
              label="Plot Area (sq ft)"
              value={fields.plotArea}
              onChange={(plotArea) => change({ plotArea })}
              errorMessage={errors.plotArea}
              isRequired
            />
          </FieldSlot>
        )}
        {type && !plot && (
          <>
            <FieldSlot name="builtUpArea">
              <NumberField
                label="Built-up Area (sq ft)"
                value={fields.builtUpArea}
                onChange={(builtUpArea) => change({ builtUpArea })}
                errorMessage={errors.builtUpArea}
                isRequired
              />
            </FieldSlot>
            {/* docs/listings.md#carpet-first: homes are priced per carpet sq.ft, so they must give it. */}
            <FieldSlot name="carpetArea">
              <NumberField
                label="Carpet Area (sq ft)"
                value={fields.carpetArea}
                onChange={(carpetArea) => change({ carpetArea })}
                description={`${hasBhk(type) ? 'The area inside the walls' : 'Optional'}; not more than the built-up area`}
                errorMessage={errors.carpetArea}
                isRequired={hasBhk(type)}
              />
            </FieldSlot>
            <FieldSlot name="superBuiltUpArea">
              <NumberField
                label="Super Built-up Area (sq ft)"
                value={fields.superBuiltUpArea}
                onChange={(superBuiltUpArea) => change({ superBuiltUpArea })}
                description="Optional; with the share of common areas, not less than the built-up area"
                errorMessage={errors.superBuiltUpArea}
              />
            </FieldSlot>
          </>
        )}
        <FieldSlot name="price">
          <NumberField
            label={priceLabel}
            value={fields.price}
            onChange={(price) => change({ price })}
            formatOptions={whole}
            description={fields.price ? `${formatPrice(fields.price)}${rent ? ' per month' : ''}` : 'In rupees'}
            errorMessage={errors.price}
            isRequired
          />
        </FieldSlot>
        {type && !plot && (
          <FieldSlot name="furnishing">
            <Select
              label="Furnishing"
              options={furnishingChoices}
              value={fields.furnishing}
              onChange={(id) => change({ furnishing: id as Furnishing })}
              errorMessage={errors.furnishing}
              isRequired
            />
          </FieldSlot>
        )}
        {hasFloor(type) && (
          <FieldSlot name="floor">
            <NumberField
              label="Floor"
              value={fields.floor}
              onChange={(floor) => change({ floor })}
              formatOptions={whole}
              showStepper
              description="0 is the ground floor"
              errorMessage={errors.floor}
              isRequired
            />
          </FieldSlot>
        )}
        {type && !plot && (
          <FieldSlot name="totalFloors">
            <NumberField
              label="Total Floors"
              value={fields.totalFloors}
              onChange={(totalFloors) => change({ totalFloors })}
              formatOptions={whole}
              showStepper
              errorMessage={errors.totalFloors}
              isRequired
            />
          </FieldSlot>
        )}
        {type && (
          <FieldSlot name="facing">
            <Select
              label="Facing"
              options={facingChoices}
              value={fields.facing}
              onChange={(id) => change({ facing: id as Facing })}
              description="Optional"
            />
          </FieldSlot>
        )}
        {type && !plot && (
          <FieldSlot name="availability">
            <Select
              label="Availability"
              options={availabilityChoices}
              value={fields.availability}
              onChange={(id) => change({ availability: id as Availability })}
              errorMessage={errors.availability}
              isRequired
            />
          </FieldSlot>
        )}
        {type && !plot && fields.availability === 'ready to move' && (
          <FieldSlot name="ageYears">
            <NumberField
              label="Age of Property (years)"
              value={fields.ageYears}
              onChange={(ageYears) => change({ ageYears })}
              formatOptions={whole}
              description="0 for a new property"
              errorMessage={errors.ageYears}
              isRequired
            />
          </FieldSlot>
        )}
        {type && !plot && fields.availability === 'under construction' && (
          <FieldSlot name="possessionBy">
            <Select
              label="Possession By"
              options={possessionChoices(now, fields.possessionBy)}
              value={fields.possessionBy}
              onChange={(possessionBy) => change({ possessionBy })}
              errorMessage={errors.possessionBy}
              isRequired
            />
          </FieldSlot>
        )}
      </FieldGrid>
    </FormSection>
  );
}
