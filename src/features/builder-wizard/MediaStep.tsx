import { useId, type Dispatch } from 'react';
import styled from 'styled-components';
import { PhotoUploadPicker } from '@/features/photo-uploads';
import type { ProjectFormAction } from './projectForm';
import { StepFields, SubHeading } from './stepLayout';
import type { MediaSlot, WizardMedia } from './wizardMedia';

// The server takes at most 20 files in one request: one banner, 10 blueprints and 9 more photos.
const MAX_BLUEPRINTS = 10;
const MAX_ADDITIONAL = 9;

export interface MediaStepProps {
  media: WizardMedia;
  dispatch: Dispatch<ProjectFormAction>;
}

/** docs/wizard.md#wizard-step-4: banner, blueprints and additional photos, with previews and tips. */
export function MediaStep({ media, dispatch }: MediaStepProps) {
  const tipsId = useId();
  const picker = (slot: MediaSlot) => ({
    value: media[slot],
    onChange: (value: WizardMedia[MediaSlot]) => dispatch({ type: 'setMedia', slot, value }),
  });
  return (
    <StepFields>
      <PhotoUploadPicker
        label="Banner Photo"
        description="The main photo buyers see first. A new photo replaces the current one."
        isRequired
        {...picker('bannerPhoto')}
      />
      <PhotoUploadPicker
        label="Blueprint Photos"
        description="Floor plans or site layouts."
        multiple
        maxCount={MAX_BLUEPRINTS}
        isRequired
        {...picker('blueprintPhotos')}
      />
      <PhotoUploadPicker
        label="Additional Photos (optional)"
        description="Interiors, amenities, views and surroundings."
        multiple
        maxCount={MAX_ADDITIONAL}
        {...picker('additionalPhotos')}
      />
      <Tips aria-labelledby={tipsId}>
        <SubHeading id={tipsId}>Tips for great photos</SubHeading>
        <ul>
          <li>Shoot in daylight with the lights on; avoid heavy filters.</li>
          <li>Landscape photos at least 1200 px wide look best on every screen.</li>
          <li>Photograph blueprints straight on so every label can be read.</li>
          <li>JPEG, PNG or WebP images only.</li>
        </ul>
      </Tips>
    </StepFields>
  );
}

const Tips = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.infoSoft};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;
