import styled from 'styled-components';
import type { BuilderProjectFields } from '@/api/contract';
import { Banner } from '@/components/Banner';
import { pinText } from '@/entities/place';
import { formatPriceRange } from '@/lib/price';
import { pricesOf, statusLabels, timelineLabels, typeLabel } from '@/entities/project';
import { ReviewMedia } from './ReviewMedia';
import { Facts, ReviewSection } from './reviewParts';
import { ReviewTypeDetails } from './ReviewTypeDetails';
import type { WizardMedia } from './wizardMedia';

export interface ReviewPanelProps {
  fields: BuilderProjectFields;
  media: WizardMedia;
}

/** docs/wizard.md#wizard-review: everything the builder entered, as it will be submitted. */
export function ReviewPanel({ fields, media }: ReviewPanelProps) {
  const { location } = fields;
  const completed = fields.projectStatus === 'completed';
  return (
    <Panel>
      <Banner tone="info">
        Please review all the information before submitting. After submission, your property will be reviewed by our
        team before going live.
      </Banner>
      <ReviewSection title="Project Overview">
        <Facts
          items={[
            ['Project Name', fields.projectName.trim()],
            ['Property Type', typeLabel(fields)],
            ['Project Status', fields.projectStatus && statusLabels[fields.projectStatus]],
            // docs/wizard.md#wizard-review: the timeline shows only when the project is not completed.
            [
              'Expected Completion',
              completed || !fields.completionTimeline ? null : timelineLabels[fields.completionTimeline],
            ],
            ['Price Range', formatPriceRange(pricesOf(fields))],
          ]}
        />
      </ReviewSection>
      <ReviewSection title="Location">
        <Facts
          items={[
            ['Address', location.address.trim()],
            ['Area/Locality', location.area.trim()],
            ['City', location.city],
            ['State', location.state],
            ['Pincode', location.pincode],
            ['Landmark', location.landmark?.trim()],
            // docs/map.md#the-pin: without a pin the project stands at its pincode's centre.
            ['Map Pin', fields.place ? pinText(fields.place) : 'Not placed: the pincode centre is used'],
            // docs/wizard.md#rera-number: optional, shown only when given.
            ['RERA Registration', fields.reraNumber.trim()],
          ]}
        />
      </ReviewSection>
      <ReviewTypeDetails fields={fields} />
      <ReviewSection title="Description">
        <Description>{fields.description.trim()}</Description>
      </ReviewSection>
      <ReviewMedia media={media} />
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
