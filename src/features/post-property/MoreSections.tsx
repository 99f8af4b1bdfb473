import { useId } from 'react';
import styled from 'styled-components';
import { MAX_DESCRIPTION_LENGTH, MAX_LISTING_PHOTOS, amenities } from '@/api/contract';
import { amenityLabel } from '@/entities/amenity';
import type { ImagePickerValue } from '@/components/ImagePicker';
import { PhotoUploadPicker } from '@/features/photo-uploads';
import { TextArea } from '@/components/TextArea';
import { ChipGroup } from '@/components/ChipGroup';
import { ToggleChip } from '@/components/ToggleChip';
import { FieldSlot, FormSection, type SectionProps } from './formLayout';

/** What the property offers, as chips that are on or off. */
export function AmenitiesSection({ fields, dispatch }: Omit<SectionProps, 'errors'>) {
  const id = useId();
  const toggle = (amenity: (typeof amenities)[number], on: boolean) =>
    dispatch({
      type: 'fields',
      patch: { amenities: on ? [...fields.amenities, amenity] : fields.amenities.filter((a) => a !== amenity) },
    });
  return (
    <FormSection title="Amenities">
      <ChipGroup aria-labelledby={id}>
        <Hint id={id}>Choose all that the property has.</Hint>
        {amenities.map((amenity) => (
          <ToggleChip
            key={amenity}
            isSelected={fields.amenities.includes(amenity)}
            onChange={(on) => toggle(amenity, on)}
          >
            {amenityLabel(amenity)}
          </ToggleChip>
        ))}
      </ChipGroup>
    </FormSection>
  );
}

export interface PhotosSectionProps {
  photos: ImagePickerValue;
  error: string | undefined;
  onChange: (photos: ImagePickerValue) => void;
  /** Where a saved photo's preview is (its thumbnail variant). */
  previewOf?: (savedUrl: string) => string;
}

/** The photos: saved ones first (edit mode), then new ones; the first of all is the cover. */
export function PhotosSection({ photos, error, onChange, previewOf }: PhotosSectionProps) {
  return (
    <FormSection title="Photos">
      <FieldSlot name="photos">
        <PhotoUploadPicker
          label="Property Photos"
          value={photos}
          onChange={onChange}
          multiple
          maxCount={MAX_LISTING_PHOTOS}
          description="The first photo is the cover. Each photo uploads as soon as you choose it."
          errorMessage={error}
          isRequired
          previewOf={previewOf}
        />
      </FieldSlot>
    </FormSection>
  );
}

/** The description buyers read (they reach the poster through an inquiry: docs/listings.md#contact-details). */
export function DescriptionSection({ fields, errors, dispatch }: SectionProps) {
  return (
    <FormSection title="Description">
      <FieldSlot name="description">
        <TextArea
          label="Description"
          rows={6}
          value={fields.description}
          onChange={(description) => dispatch({ type: 'fields', patch: { description } })}
          placeholder="What makes the property worth a visit: light, views, neighbourhood, nearby schools and transport."
          description={`${fields.description.trim().length}/${MAX_DESCRIPTION_LENGTH} characters`}
          errorMessage={errors.description}
          isRequired
        />
      </FieldSlot>
    </FormSection>
  );
}

const Hint = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.color.textMuted};
`;
