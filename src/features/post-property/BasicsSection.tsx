import {
  MAX_TITLE_LENGTH,
  listingTypeLabels,
  purposeLabels,
  type ListingPurpose,
  type ListingType,
} from '@/api/contract';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import { FieldGrid, FieldSlot, FormSection, type SectionProps } from './formLayout';
import { choicesOf } from './listingForm';

const purposeChoices = choicesOf(purposeLabels);
const typeChoices = choicesOf(listingTypeLabels);

/** Sale or rent, what kind of property, and the title buyers read first. */
export function BasicsSection({ fields, errors, dispatch }: SectionProps) {
  return (
    <FormSection title="Basics">
      <FieldGrid>
        <FieldSlot name="purpose">
          <Select
            label="Listing For"
            options={purposeChoices}
            value={fields.purpose}
            onChange={(id) => dispatch({ type: 'fields', patch: { purpose: id as ListingPurpose } })}
            errorMessage={errors.purpose}
            isRequired
          />
        </FieldSlot>
        <FieldSlot name="propertyType">
          <Select
            label="Property Type"
            options={typeChoices}
            value={fields.propertyType}
            onChange={(id) => dispatch({ type: 'fields', patch: { propertyType: id as ListingType } })}
            errorMessage={errors.propertyType}
            isRequired
          />
        </FieldSlot>
        <FieldSlot name="title" wide>
          <TextField
            label="Title"
            value={fields.title}
            onChange={(title) => dispatch({ type: 'fields', patch: { title } })}
            placeholder="e.g. 2 BHK Flat in Koramangala"
            description={`${fields.title.trim().length}/${MAX_TITLE_LENGTH} characters`}
            errorMessage={errors.title}
            isRequired
          />
        </FieldSlot>
      </FieldGrid>
    </FormSection>
  );
}
